import { Schema, type Connection } from 'mongoose';
import { MongoOutbox } from '@counsel/kit';

/** One saved change. The history is the source of truth: a setting's value is its latest change. */
export interface SettingChangeDoc { _id: string; key: string; value: string; actorId: string; actorEmail: string; at: string; seq: number }

const changeSchema = new Schema<SettingChangeDoc>({
  _id: String, key: { type: String, required: true }, value: { type: String, required: true },
  actorId: { type: String, required: true }, actorEmail: { type: String, required: true },
  at: { type: String, required: true }, seq: { type: Number, required: true },
}, { versionKey: false });
changeSchema.index({ key: 1, seq: -1 }); // the current value
changeSchema.index({ key: 1, at: -1, seq: -1 }); // the history, newest first

export function settingsModels(conn: Connection) {
  return { changes: conn.model<SettingChangeDoc>('SettingChange', changeSchema, 'setting_changes'), outbox: new MongoOutbox(conn) };
}
export type SettingsModels = ReturnType<typeof settingsModels>;
