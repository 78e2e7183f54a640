/** A high school of the district (the roster service owns schools). */
export interface School {
  id: string;
  name: string;
  /** National Center for Education Statistics id (12 digits), when known. */
  ncesId: string | null;
  city: string | null;
  /** Two-letter US state code. */
  state: string | null;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}
