import type { CatalogCourseFieldsFragment } from '../../gql/graphql';
import i18next from 'i18next';

type Course = Pick<CatalogCourseFieldsFragment, 'id' | 'code' | 'title' | 'credits' | 'gradeLevels'>;

/** The courses a student may place in that grade: those the school offers in it. */
export const offeredIn = <C extends Course>(courses: readonly C[], grade: number): C[] => courses.filter((c) => c.gradeLevels.includes(grade));

/** How a course reads in the search's list: code, title and credits. */
export const courseOption = (c: Course): string => i18next.t('add.option', { ns: 'planning', code: c.code, title: c.title, credits: c.credits });

/** "9–12", "10, 12": the grades a course is offered in, ranges joined. */
export function gradesText(grades: readonly number[]): string {
  const sorted = [...new Set(grades)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j - i >= 2 ? `${sorted[i]}–${sorted[j]}` : sorted.slice(i, j + 1).join(', '));
    i = j;
  }
  return parts.join(', ');
}
