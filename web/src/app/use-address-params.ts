import { useSearchParams } from 'react-router-dom';
import { withParams, type ParamValue } from './address-params';

/**
 * The address's parameters and a way to change some of them while keeping the others. `replace` swaps the
 * history entry, for choices that Back should not step through one by one.
 */
export function useAddressParams({ replace = false }: { replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, ParamValue>) => setParams((current) => withParams(current, changes), { replace });
  return { params, update };
}
