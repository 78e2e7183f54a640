import type { ClientSession } from 'mongoose';
import { WriteRefused, type Stage } from '@counsel/kit';
import type { StudentDocument } from '../../domain/document.js';
import type { DocumentRepository, DocumentWrites } from '../../ports/documents-repository.js';
import type { DocumentDoc, DocumentsModels } from './models.js';

const toDocument = ({ _id, ...d }: DocumentDoc): StudentDocument => ({ id: _id, ...d });

/**
 * The students' documents with their upload rows. Without multi-document transactions (a standalone server has
 * none), a registration marks its upload first and undoes the mark if the record cannot be written, so a crash
 * leaves at worst an upload marked registered with no record, which the sweeper cannot see as visible data.
 */
export class MongoDocuments implements DocumentRepository {
  constructor(private readonly models: DocumentsModels) {}

  writes(stage: Stage): DocumentWrites {
    const m = this.models;
    return {
      register: (doc) => stage(async (session) => {
        const marked = await m.uploads.updateOne({ _id: doc.uploadId, state: 'stored', registeredAt: null }, { $set: { registeredAt: doc.uploadedAt } }, { session });
        if (marked.modifiedCount !== 1) throw new WriteRefused('upload-taken');
        try {
          const { id, ...rest } = doc;
          await m.documents.create([{ _id: id, ...rest }], { session });
        } catch (err) {
          // Inside a transaction the abort undoes the mark; without one, undo it by hand.
          if (!session) await m.uploads.updateOne({ _id: doc.uploadId }, { $set: { registeredAt: null } });
          throw err;
        }
      }),
      // The delete decides who removed the document when two requests race; its upload row goes after it.
      remove: (id) => stage(async (session) => {
        const d = await m.documents.findOneAndDelete({ _id: { $eq: id } }, { session }).lean<DocumentDoc>();
        if (!d) throw new WriteRefused('gone');
        await m.uploads.deleteOne({ _id: d.uploadId }, { session });
      }),
    };
  }

  async list(studentId: string) {
    return (await this.models.documents.find({ studentId: { $eq: studentId } }).sort({ uploadedAt: -1, _id: 1 }).lean<DocumentDoc[]>()).map(toDocument);
  }

  async get(id: string) {
    const d = await this.models.documents.findById(id).lean<DocumentDoc>();
    return d ? toDocument(d) : null;
  }

  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.documents.deleteMany({ studentId: { $eq: studentId } }, { session });
  }
}
