/** A high school of the district (the roster service owns schools). */
export interface School {
  id: string;
  name: string;
  /** National Center for Education Statistics id (12 digits), when known. */
  ncesId: string | null;
  city: string | null;
  /** Two-letter US state code. */
  state: string | null;
  /** The roster source's stable id (OneRoster org sourcedId); null for schools made by hand. */
  sourcedId: string | null;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The name the default school gets at its first start, unless ROSTER_DEFAULT_SCHOOL_NAME says otherwise. */
export const DEFAULT_SCHOOL_NAME = 'Default School';
