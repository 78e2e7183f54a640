import {
  DotChartOutlined,
  BarChartOutlined,
  BankOutlined,
  BellOutlined,
  BookOutlined,
  BuildOutlined,
  CheckSquareOutlined,
  CalendarOutlined,
  CloudUploadOutlined,
  CommentOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  FundProjectionScreenOutlined,
  HeartOutlined,
  HomeOutlined,
  RobotOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Role } from '../roles';

export interface NavItem {
  path: string;
  title: string;
  icon: ReactNode;
}

/** Sidebar entries per role, exactly as the table */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  student: [
    { path: '/student', title: 'Dashboard', icon: <DashboardOutlined /> },
    { path: '/student/profile', title: 'My Profile', icon: <UserOutlined /> },
    { path: '/student/college-preference', title: 'College Preference', icon: <HeartOutlined /> },
    { path: '/student/documents', title: 'Documents', icon: <FileTextOutlined /> },
    { path: '/student/resources', title: 'Resources', icon: <BookOutlined /> },
  ],
  counselor: [
    { path: '/counselor', title: 'Dashboard', icon: <DashboardOutlined /> },
    { path: '/counselor/students', title: 'Students', icon: <TeamOutlined /> },
    { path: '/counselor/chatbot', title: 'AI Chatbot', icon: <RobotOutlined /> },
    { path: '/counselor/content', title: 'Content Library', icon: <FolderOpenOutlined /> },
  ],
  admin: [
    { path: '/admin', title: 'Dashboard', icon: <DashboardOutlined /> },
    { path: '/admin/students', title: 'Students', icon: <TeamOutlined /> },
    { path: '/admin/content', title: 'Content Repository', icon: <FolderOpenOutlined /> },
    { path: '/admin/chatbot', title: 'AI Chatbot', icon: <RobotOutlined /> },
    { path: '/admin/settings', title: 'Settings', icon: <SettingOutlined /> },
  ],
  teacher: [{ path: '/teacher', title: 'Letter Requests', icon: <FileTextOutlined /> }],
  // A guardian's children, each with their page (reached from the cards): nothing else of the portal.
  guardian: [{ path: '/guardian', title: 'My Family', icon: <HomeOutlined /> }],
};

/**
 * Entries for running a district, in a navigation of their own below the main one,
 * so the main menu keeps the product's original entries, in their order.
 */
export const DISTRICT_NAV_ITEMS: Partial<Record<Role, NavItem[]>> = {
  admin: [
    { path: '/admin/schools', title: 'Schools', icon: <BankOutlined /> },
    { path: '/admin/roster', title: 'Roster Import', icon: <CloudUploadOutlined /> },
    // Past classes' outcomes, which the scattergrams draw from.
    { path: '/admin/outcomes', title: 'Outcome Import', icon: <DotChartOutlined /> },
    // The assistant's answers, their ratings and follow-up flags.
    { path: '/admin/ai-answers', title: 'AI Answers', icon: <CommentOutlined /> },
    // Retention and student deletions.
    { path: '/admin/records', title: 'Records', icon: <SafetyCertificateOutlined /> },
    // What notifications went out, what failed, and the district's email switch.
    { path: '/admin/notifications', title: 'Notifications', icon: <BellOutlined /> },
  ],
};

/**
 * College lists and applications, in a navigation of its own below the main one for the same reason.
 * Counselor and admin lists are where staff college screens (the deadline board) go too.
 */
export const COLLEGES_NAV_ITEMS: Partial<Record<Role, NavItem[]>> = {
  student: [
    { path: '/student/my-colleges', title: 'My Colleges', icon: <StarOutlined /> },
    { path: '/student/colleges', title: 'College Search', icon: <SearchOutlined /> },
  ],
  counselor: [
    { path: '/counselor/colleges', title: 'College Search', icon: <SearchOutlined /> },
    { path: '/counselor/deadlines', title: 'Deadline Board', icon: <CalendarOutlined /> },
    { path: '/counselor/outcomes', title: 'Outcome Import', icon: <DotChartOutlined /> },
  ],
  admin: [
    { path: '/admin/colleges', title: 'College Search', icon: <SearchOutlined /> },
    { path: '/admin/deadlines', title: 'Deadline Board', icon: <CalendarOutlined /> },
  ],
};

/** The counselor's daily work, in a navigation of its own below the main one for the same reason. */
export const COUNSELING_NAV_ITEMS: Partial<Record<Role, NavItem[]>> = {
  counselor: [
    { path: '/counselor/tasks', title: 'Tasks', icon: <CheckSquareOutlined /> },
    { path: '/counselor/brag-sheet-questions', title: 'Brag Sheet Questions', icon: <FormOutlined /> },
  ],
  admin: [
    { path: '/admin/tasks', title: 'Tasks', icon: <CheckSquareOutlined /> },
    { path: '/admin/brag-sheet-questions', title: 'Brag Sheet Questions', icon: <FormOutlined /> },
  ],
};

/** Academic planning (four-year plans, course catalogs, graduation requirements), in a navigation of its own for the same reason. */
export const PLANNING_NAV_ITEMS: Partial<Record<Role, NavItem[]>> = {
  student: [{ path: '/student/plan', title: 'My Plan', icon: <FundProjectionScreenOutlined /> }],
  counselor: [
    { path: '/counselor/plans', title: 'Academic Plans', icon: <FundProjectionScreenOutlined /> },
    { path: '/counselor/reports', title: 'Dashboards', icon: <BarChartOutlined /> },
  ],
  admin: [
    { path: '/admin/plans', title: 'Academic Plans', icon: <FundProjectionScreenOutlined /> },
    { path: '/admin/reports', title: 'Dashboards', icon: <BarChartOutlined /> },
    { path: '/admin/courses', title: 'Course Catalog', icon: <ProfileOutlined /> },
    { path: '/admin/requirements', title: 'Graduation Requirements', icon: <BuildOutlined /> },
  ],
};
