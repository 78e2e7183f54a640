import { useTranslation } from 'react-i18next';
import { Drawer } from 'antd';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { CollegeDeadlinesEditor } from './CollegeDeadlinesEditor';
import { seniorCycle } from '../deadline-dates';

export interface CollegeForDeadlines {
  unitid: string;
  name: string;
  /** The cycle to open on; this year's seniors' cycle when not given. */
  cycle?: number;
}

/**
 * The curated-deadlines editor in a drawer, for one college at a time (the board's rows, a student's college
 * list, and the college page for staff). Closed while `college` is null; closes itself after a save.
 */
export function CollegeDeadlinesDrawer({ college, onClose, onSaved, showCycle = true }: {
  college: CollegeForDeadlines | null;
  onClose: () => void;
  /** Called after a save, before the drawer closes. */
  onSaved?: () => void;
  /** False where the page behind chose the cycle (the college page). */
  showCycle?: boolean;
}) {
  const { t } = useTranslation('colleges');
  const isMobile = useIsMobile();
  return (
    <Drawer open={Boolean(college)} onClose={onClose} title={college ? t('curated.drawerTitle', { college: college.name }) : ''} size={isMobile ? '100%' : 560} destroyOnHidden>
      {college && (
        <CollegeDeadlinesEditor unitid={college.unitid} cycle={college.cycle ?? seniorCycle()} showCycle={showCycle}
          onSaved={() => { onSaved?.(); onClose(); }} />
      )}
    </Drawer>
  );
}
