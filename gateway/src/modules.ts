import type { ServiceModule } from '@counsel/kit';
import { gatewayModule } from './gateway-module.js';
import { SERVICE_MODULES } from './service-modules.js';

/** Every module this binary can run; TARGET picks which (Loki-style). */
export const MODULES: readonly ServiceModule[] = [...SERVICE_MODULES, gatewayModule];

export function targetsFrom(target: string | undefined): string[] {
  const t = (target ?? 'all').trim();
  if (t === 'all') return MODULES.map((m) => m.name);
  return t.split(',').map((s) => s.trim()).filter(Boolean);
}
