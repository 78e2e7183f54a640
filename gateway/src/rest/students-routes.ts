import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam, objectBody } from './body.js';
import { execute, RestError } from './execute.js';
import type { RouteDeps } from './route-deps.js';
import { activitiesInput, coursesInput, preferencesInput, profileInput } from './students-body.js';

const PROFILE = `id userId firstName lastName email dateOfBirth siblings gpa satScore actScore classRank grade
  highSchoolName highSchoolLocation apIbHonors activitiesOutsideSchool clubs internshipsVolunteer leadership targetColleges createdAt updatedAt`;
const WITH_USER = `${PROFILE} user { firstName lastName email }`;
const COURSE = 'courseName level grade';
const ACTIVITY = 'name role years hoursPerWeek';
const PREFERENCES = 'studentId overallFeeling concerns collegeSearchStarted collegeSizePreferences locationPreferences academicsExtracurricularsPreferences updatedAt';

interface StudentOut extends Record<string, unknown> {
  firstName: string | null; lastName: string | null; email: string | null;
  user?: { firstName: string | null; lastName: string | null; email: string } | null;
}

/** `user` comes from identity; when identity cannot say, the copy the student saved stands in. */
const withUser = (s: StudentOut) => ({ ...s, user: s.user ?? { firstName: s.firstName, lastName: s.lastName, email: s.email } });

/** REST `sort`: a field name, `-` first for descending (the GraphQL enum names work too). */
const SORTS: Record<string, string> = {
  name: 'NAME_ASC', '-name': 'NAME_DESC', gpa: 'GPA_ASC', '-gpa': 'GPA_DESC', grade: 'GRADE_ASC', '-grade': 'GRADE_DESC',
  targetColleges: 'COLLEGES_ASC', '-targetColleges': 'COLLEGES_DESC', '-updatedAt': 'UPDATED_DESC',
};
const SORT_VALUES = new Set(Object.values(SORTS));

function listQuery(req: FastifyRequest) {
  const q = req.query as Record<string, unknown>;
  const int = (v: unknown, fallback: number, name: string) => {
    if (v === undefined || v === '') return fallback;
    if (typeof v !== 'string' || !/^\d{1,9}$/.test(v)) throw new RestError(400, `${name} must be a whole number`);
    return Number(v);
  };
  const sortParam = q.sort === undefined || q.sort === '' ? 'name' : q.sort;
  const sort = typeof sortParam === 'string' ? SORTS[sortParam] ?? (SORT_VALUES.has(sortParam) ? sortParam : undefined) : undefined;
  if (!sort) throw new RestError(400, `sort must be one of ${Object.keys(SORTS).join(', ')}`);
  if (q.q !== undefined && typeof q.q !== 'string') throw new RestError(400, 'q must be text');
  // Without a limit the spec's client expects the whole list; 1000 is the most one answer carries.
  return { q: (q.q as string | undefined) ?? null, limit: int(q.limit, 1000, 'limit'), offset: int(q.offset, 0, 'offset'), sort };
}

/** The students routes of spec section 7 (plus course and activity editing), each one GraphQL operation. */
export function registerStudentsRoutes(app: FastifyInstance, d: RouteDeps) {
  const run = async <T>(req: FastifyRequest, query: string, variables: Record<string, unknown> = {}) =>
    execute<T>(d.apollo, await d.context(req), query, variables);
  const id = (req: FastifyRequest) => idParam((req.params as { id?: string }).id);

  app.get('/api/students', async (req, reply) => {
    const data = await run<{ students: { total: number; items: StudentOut[] } }>(req,
      `query($q: String, $limit: Int, $offset: Int, $sort: StudentSort) {
        students(q: $q, limit: $limit, offset: $offset, sort: $sort) { total items { id userId firstName lastName email gpa satScore actScore targetColleges grade } } }`,
      listQuery(req));
    reply.header('x-total-count', String(data.students.total));
    // The list shows the name and email copied into the students service: no call to identity per row.
    return data.students.items.map((s) => ({
      id: s.id, userId: s.userId, firstName: s.firstName, lastName: s.lastName, gpa: s.gpa, satScore: s.satScore, actScore: s.actScore,
      targetColleges: s.targetColleges, grade: s.grade, user: { firstName: s.firstName, lastName: s.lastName, email: s.email },
    }));
  });

  app.get('/api/students/me', async (req) => {
    const data = await run<{ myStudent: StudentOut | null }>(req, `query { myStudent { ${WITH_USER} } }`);
    if (!data.myStudent) throw new RestError(404, 'Profile not found');
    return withUser(data.myStudent);
  });

  app.get('/api/students/:id', async (req) => {
    const data = await run<{ student: StudentOut }>(req, `query($id: ID!) { student(id: $id) { ${WITH_USER} } }`, { id: id(req) });
    return withUser(data.student);
  });

  app.post('/api/students', async (req, reply) => {
    const input = profileInput(objectBody(req));
    const data = await run<{ createStudentProfile: StudentOut }>(req,
      `mutation($input: StudentProfileInput!) { createStudentProfile(input: $input) { ${WITH_USER} } }`, { input });
    return reply.status(201).send(withUser(data.createStudentProfile));
  });

  app.put('/api/students/:id', async (req) => {
    const studentId = id(req);
    const input = profileInput(objectBody(req));
    const data = await run<{ updateStudentProfile: StudentOut }>(req,
      `mutation($id: ID!, $input: StudentProfileInput!) { updateStudentProfile(id: $id, input: $input) { ${WITH_USER} } }`, { id: studentId, input });
    return withUser(data.updateStudentProfile);
  });

  app.get('/api/students/:id/academics', async (req) => {
    const data = await run<{ student: { academics: unknown } }>(req,
      `query($id: ID!) { student(id: $id) { academics { gpa classRank courses { ${COURSE} } } } }`, { id: id(req) });
    return data.student.academics;
  });

  app.get('/api/students/:id/activities', async (req) => {
    const data = await run<{ student: { activities: unknown[] } }>(req, `query($id: ID!) { student(id: $id) { activities { ${ACTIVITY} } } }`, { id: id(req) });
    return data.student.activities;
  });

  app.put('/api/students/:id/courses', async (req) => {
    const studentId = id(req);
    const courses = coursesInput(objectBody(req));
    const data = await run<{ saveCourses: unknown[] }>(req,
      `mutation($studentId: ID!, $courses: [CourseInput!]!) { saveCourses(studentId: $studentId, courses: $courses) { ${COURSE} } }`, { studentId, courses });
    return data.saveCourses;
  });

  app.put('/api/students/:id/activities', async (req) => {
    const studentId = id(req);
    const activities = activitiesInput(objectBody(req));
    const data = await run<{ saveActivities: unknown[] }>(req,
      `mutation($studentId: ID!, $activities: [ActivityInput!]!) { saveActivities(studentId: $studentId, activities: $activities) { ${ACTIVITY} } }`,
      { studentId, activities });
    return data.saveActivities;
  });

  // "Empty means none set": 200 with a JSON null when the student has not answered yet.
  app.get('/api/students/:id/college-preferences', async (req, reply) => {
    const data = await run<{ student: { collegePreferences: unknown } }>(req,
      `query($id: ID!) { student(id: $id) { collegePreferences { ${PREFERENCES} } } }`, { id: id(req) });
    return reply.type('application/json').send(JSON.stringify(data.student.collegePreferences ?? null));
  });

  app.post('/api/students/:id/college-preferences', async (req) => {
    const studentId = id(req);
    const input = preferencesInput(objectBody(req));
    const data = await run<{ saveCollegePreferences: unknown }>(req,
      `mutation($studentId: ID!, $input: CollegePreferencesInput!) { saveCollegePreferences(studentId: $studentId, input: $input) { ${PREFERENCES} } }`,
      { studentId, input });
    return data.saveCollegePreferences;
  });
}
