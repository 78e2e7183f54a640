import {
  BulbOutlined,
  CalendarOutlined,
  CommentOutlined,
  FileDoneOutlined,
  IdcardOutlined,
  ReadOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface LandingFeature {
  /** Its title and description in the landing catalog: `features.<key>.title`, `.description`. */
  key: 'profiles' | 'materials' | 'guidance' | 'resources' | 'deadlines' | 'insights' | 'planning';
  icon: ReactNode;
}

/** The promises, one card each. */
export const LANDING_FEATURES: LandingFeature[] = [
  {
    key: 'profiles',
    icon: <IdcardOutlined />,
  },
  {
    key: 'materials',
    icon: <FileDoneOutlined />,
  },
  {
    key: 'guidance',
    icon: <CommentOutlined />,
  },
  {
    key: 'resources',
    icon: <ReadOutlined />,
  },
  {
    key: 'deadlines',
    icon: <CalendarOutlined />,
  },
  {
    key: 'insights',
    icon: <BulbOutlined />,
  },
  {
    key: 'planning',
    icon: <ScheduleOutlined />,
  },
];
