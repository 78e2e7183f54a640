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
  title: string;
  description: string;
  icon: ReactNode;
}

/** The promises, one card each. */
export const LANDING_FEATURES: LandingFeature[] = [
  {
    title: 'Student Profiles',
    description: 'Student profiles with academics, test scores and activities, kept in one place.',
    icon: <IdcardOutlined />,
  },
  {
    title: 'Application Materials',
    description: 'Tracking of application materials, from transcripts to essays and recommendation letters.',
    icon: <FileDoneOutlined />,
  },
  {
    title: 'Counselor Guidance',
    description: 'Guidance from counselors who see the whole picture of every student they support.',
    icon: <CommentOutlined />,
  },
  {
    title: 'Counseling Resources',
    description: 'A library of counseling resources curated by your school’s counseling team.',
    icon: <ReadOutlined />,
  },
  {
    title: 'Deadline Tracking',
    description: 'Deadline tracking so applications, tests and scholarships never slip through the cracks.',
    icon: <CalendarOutlined />,
  },
  {
    title: 'AI-Powered Insights',
    description: 'AI-powered insights that help counselors give timely, personal advice.',
    icon: <BulbOutlined />,
  },
  {
    title: 'Academic Planning',
    description: 'Academic planning from freshman year to graduation, course by course.',
    icon: <ScheduleOutlined />,
  },
];
