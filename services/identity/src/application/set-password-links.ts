import { randomUUID } from 'node:crypto';
import { ValidationError, requireRole, type Logger, type Principal } from '@counsel/kit';
import { newLinkToken, setPasswordUrl } from '../domain/set-password-link.js';
import type { Language } from '../domain/language.js';
import { setPasswordEmail } from '../domain/set-password-email.js';
import type { User } from '../domain/user.js';
import type { CredentialProvider } from '../ports/credentials.js';
import type { IdentityStore } from '../ports/identity-store.js';
import type { Mailer } from '../ports/mailer.js';

export interface SetPasswordLinksDeps {
  store: IdentityStore;
  credentials: CredentialProvider;
  /** Null without SMTP_URL. */
  mailer: Mailer | null;
  log: Logger;
  linkHours: number;
  publicUrl?: string;
}

export interface IssuedLink {
  userId: string; email: string; firstName: string | null; lastName: string | null; role: User['role'];
  url: string; expiresAt: string; emailed: boolean;
  /** The user's language, in which the email is written. */
  language: Language | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_IDS = 10_000;
const EMAILS_AT_ONCE = 5;

/** Admins issue one-time set-password links for imported accounts that have not set a password yet. */
export class SetPasswordLinks {
  constructor(private readonly deps: SetPasswordLinksDeps) {}

  async issue(actor: Principal | null, args: { importId?: string | null; userIds?: readonly string[] | null; email?: boolean | null }): Promise<IssuedLink[]> {
    const admin = requireRole(actor, 'admin');
    const { importId, userIds } = args;
    const email = args.email ?? false;
    if (!importId && !userIds?.length) throw new ValidationError('Give an importId or at least one user id');
    if (importId && !ID.test(importId)) throw new ValidationError('Invalid import id');
    if (userIds && userIds.length > MAX_IDS) throw new ValidationError(`At most ${MAX_IDS} user ids at once`);
    if (userIds?.some((id) => !ID.test(id))) throw new ValidationError('Invalid user id');
    const keycloak = this.deps.credentials.kind === 'keycloak';
    if (keycloak && !email) {
      throw new ValidationError('With Keycloak, imported users set their password through Keycloak: ask for email (Keycloak sends its own link) or let them sign in through single sign-on');
    }
    if (email && !keycloak && !this.deps.mailer) throw new ValidationError('Email is not configured (SMTP_URL); download the links instead');
    if (email && !keycloak && !this.deps.publicUrl) throw new ValidationError('Set PUBLIC_URL so that emailed links point at the portal');

    const targets = (await this.targets(importId ?? null, userIds ?? [])).filter((u) => u.enabled && !u.activated);
    const lifespanSeconds = this.deps.linkHours * 3600;
    let issued: IssuedLink[] = [];
    let emailed = 0;
    if (keycloak) {
      // Keycloak emails its own update-password link; no link of ours exists to hand back.
      for (const u of targets) if (await this.deps.credentials.sendSetPasswordEmail(u.id, lifespanSeconds)) emailed++;
    } else {
      issued = await Promise.all(targets.map((u) => this.create(u)));
      if (email) emailed = await this.email(issued);
    }
    const entry = {
      id: randomUUID(), at: new Date().toISOString(), actorId: admin.userId, actorEmail: admin.email, action: 'password_links.issued' as const,
      targetId: importId ?? null, targetLabel: importId ? `roster import ${importId}` : `${userIds?.length ?? 0} selected account(s)`,
      outcome: 'success' as const, detail: `${targets.length} link(s) issued${email ? `, ${emailed} emailed` : ''}`,
    };
    await this.deps.store.write((w) => w.audit.append(entry));
    return issued;
  }

  /** The accounts a roster import has created so far (its tally): links can be issued for all once it reaches the import's newAccounts. */
  async importedAccountCount(actor: Principal | null, importId: string): Promise<number> {
    requireRole(actor, 'admin');
    if (!ID.test(importId)) throw new ValidationError('Invalid import id');
    return (await this.deps.store.imports.tally(importId)).created;
  }

  private async targets(importId: string | null, userIds: readonly string[]) {
    const byId = new Map<string, User>();
    if (importId) for (const u of await this.deps.store.users.importedBy(importId)) byId.set(u.id, u);
    for (const id of new Set(userIds)) {
      if (byId.has(id)) continue;
      const u = await this.deps.store.users.byId(id);
      if (u) byId.set(u.id, u);
    }
    return [...byId.values()];
  }

  /**
   * A guardian's invitation: one link for the new account (`u`), emailed when email is configured; the caller
   * (staff, already authorized) hands the link over otherwise. Keycloak sends its own update-password email.
   */
  async invitation(u: User): Promise<IssuedLink | null> {
    if (this.deps.credentials.kind === 'keycloak') {
      await this.deps.credentials.sendSetPasswordEmail(u.id, this.deps.linkHours * 3600);
      return null;
    }
    const link = await this.create(u);
    if (this.deps.mailer && this.deps.publicUrl) await this.email([link]);
    return link;
  }

  private async create(u: User): Promise<IssuedLink> {
    const { token, hash } = newLinkToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.deps.linkHours * 3600 * 1000).toISOString();
    await this.deps.store.write((w) => w.links.create({ tokenHash: hash, userId: u.id, createdAt: now.toISOString(), expiresAt }));
    return {
      userId: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role,
      url: setPasswordUrl(this.deps.publicUrl, token), expiresAt, emailed: false, language: u.language,
    };
  }

  /** Sends each link, a few at a time; a failed send leaves its link `emailed: false` (still downloadable). */
  private async email(links: IssuedLink[]) {
    const mailer = this.deps.mailer!;
    let sent = 0;
    for (let i = 0; i < links.length; i += EMAILS_AT_ONCE) {
      await Promise.all(links.slice(i, i + EMAILS_AT_ONCE).map(async (l) => {
        try {
          const { subject, body } = setPasswordEmail({ ...l, hours: this.deps.linkHours }, l.language);
          await mailer.send({ to: l.email, subject, text: body });
          l.emailed = true;
          sent++;
        } catch {
          // SmtpMailer logged the recipient; the link itself is never logged.
        }
      }));
    }
    return sent;
  }
}
