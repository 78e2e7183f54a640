import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { eventSchemas, type EventPayloads } from './contracts.js';
import { Subjects } from './subjects.js';
import { EventContractError, assertEventPayload } from './validate.js';

const indexed: EventPayloads[typeof Subjects.knowledgeFileIndexed] = { fileId: 'f1', chunkCount: 3 };

describe('event contracts', () => {
  it('has one schema per subject', () => {
    expect(Object.keys(eventSchemas).sort()).toEqual(Object.values(Subjects).sort());
  });

  it('accepts a payload that keeps its contract', () => {
    expect(() => assertEventPayload(Subjects.knowledgeFileIndexed, indexed)).not.toThrow();
    expect(() => assertEventPayload(Subjects.identityUserCreated, { userId: 'u', email: 'a@b.c', role: 'student', createdBy: null })).not.toThrow();
  });

  it.each([
    ['a missing field', { fileId: 'f1' }],
    ['a wrong type', { fileId: 'f1', chunkCount: '3' }],
    ['a negative count', { fileId: 'f1', chunkCount: -1 }],
    ['a fraction', { fileId: 'f1', chunkCount: 1.5 }],
    ['an empty id', { fileId: '', chunkCount: 1 }],
    ['a field not in the contract', { ...indexed, extra: true }],
    ['not an object', 'f1'],
  ])('refuses %s', (_what, payload) => {
    expect(() => assertEventPayload(Subjects.knowledgeFileIndexed, payload)).toThrow(EventContractError);
  });

  it('refuses an unknown subject', () => {
    expect(() => assertEventPayload('counsel.nope.v1', {})).toThrow(/unknown subject/);
  });

  it('names the field that breaks the contract', () => {
    expect(() => assertEventPayload(Subjects.studentsProfileUpserted, { studentId: 's', userId: 'u', profile: { firstName: 5 } }))
      .toThrow(/profile\.firstName/);
  });

  it('derives a JSON Schema for other languages from the same declaration', () => {
    const schema = z.toJSONSchema(eventSchemas[Subjects.knowledgeFileIndexed]) as { required: string[]; additionalProperties: boolean };
    expect(schema.required.sort()).toEqual(['chunkCount', 'fileId']);
    expect(schema.additionalProperties).toBe(false);
  });
});
