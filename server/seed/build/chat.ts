import { CHAT_DEPARTMENTS } from '../catalogue/departments';
import {
  BULK_MESSAGES,
  CHAT_SCRIPTS,
  MESSAGE_TEMPLATES,
  WEEKDAY_PHRASES,
  type ChatScript,
} from '../catalogue/chat-scripts';
import { columns, fill, type Tri } from '../catalogue/trilingual';
import type { ClinicRefs } from './clinics';
import type { Rows, RowSet } from './network-rows';
import type { AppUserRef } from './patients';
import type { SeedContext, StaffRef } from './seed-context';

/** App users who have written to the chat. */
export const CHATTING_USERS = 200;
/** Conversations whose last patient messages no staff member has read yet. */
export const UNREAD_CONVERSATIONS = 35;

const MINUTE = 60_000;

/** Chat departments, who answers them, conversations with thousands of messages, templates, bulk reports. */
export function buildChat(context: SeedContext, clinics: ClinicRefs, users: readonly AppUserRef[]): RowSet {
  const prng = context.prng.fork('chat');
  const { clock } = context;
  const departmentIds = new Map(CHAT_DEPARTMENTS.map((d, i) => [d.key, i + 1]));
  const chat_departments: Rows<'chat_departments'> = CHAT_DEPARTMENTS.map((d, i) => ({
    id: i + 1,
    ...columns('name', d.name),
    is_active: true,
    sort_order: i + 1,
    created_at: clock.at(-800, 9 * 60),
  }));

  // Reception staff answer every department; administrators the general enquiries.
  const answerers = new Map<number, StaffRef[]>();
  const chat_recipients: Rows<'chat_recipients'> = [];
  for (const [key, id] of departmentIds) {
    const staff = context.staff.filter((s) => s.role === 'reception' || key === 'general');
    const chosen = prng.sample(staff, Math.min(staff.length, prng.int(3, 5)));
    answerers.set(id, chosen);
    for (const member of chosen) chat_recipients.push({ chat_department_id: id, staff_user_id: member.id });
  }
  const role_chat_departments: Rows<'role_chat_departments'> = [];
  for (const role of ['a0d1f6c2-5c3e-4d7a-9b1e-000000000001', 'a0d1f6c2-5c3e-4d7a-9b1e-000000000002']) {
    for (const id of departmentIds.values())
      role_chat_departments.push({ role_id: role, chat_department_id: id });
  }

  const chat_conversations: Rows<'chat_conversations'> = [];
  const chat_messages: Rows<'chat_messages'> = [];
  const chatting = prng.sample(users, CHATTING_USERS);
  const unread = new Set(prng.sample(chatting, UNREAD_CONVERSATIONS).map((u) => u.id));
  for (const user of chatting) {
    const lang = user.language;
    const home = prng.pick(CHAT_DEPARTMENTS).key;
    const departmentId = departmentIds.get(home) ?? 1;
    const staff = answerers.get(departmentId) ?? [];
    const handler = staff.length > 0 ? prng.pick(staff) : undefined;
    const sessions = prng.int(2, 12);
    // Sessions go through the department's scripts in a shuffled order before any comes back.
    const pool = prng.shuffle(
      CHAT_SCRIPTS.filter((s) => s.department === home || s.department === 'general'),
    );
    let at = clock.at(-prng.int(20, 120), prng.int(8 * 60, 18 * 60)).getTime();
    const conversationId = chat_conversations.length + 1;
    const first = chat_messages.length;
    const say = (fromPatient: boolean, text: string, seen: boolean): void => {
      const replier = fromPatient ? undefined : handler;
      chat_messages.push({
        chat_conversation_id: conversationId,
        from_patient: fromPatient,
        staff_user_id: replier?.id ?? null,
        body: text,
        sent_at: new Date(at),
        seen_by_admin: fromPatient ? seen : true,
        seen_by_patient: fromPatient ? true : seen,
      });
    };
    // Sessions start early enough to end before the seed day.
    for (let s = 0; s < sessions && at < clock.midnight - 4 * 60 * MINUTE; s++) {
      const script = pool[s % pool.length] ?? prng.pick(CHAT_SCRIPTS);
      const values = placeholders(prng, clinics, script);
      for (const line of script.lines) {
        at += (line.fromPatient ? prng.int(1, 6) : prng.int(2, 25)) * MINUTE;
        say(line.fromPatient, fill(line.text, values)[lang], true);
      }
      at += prng.int(1, 12) * 24 * 60 * MINUTE + prng.int(-180, 180) * MINUTE;
    }
    if (unread.has(user.id) || chat_messages.length === first) {
      // A new question at the end that nobody has answered or read yet.
      const script = prng.pick(pool);
      const question = script.lines.find((l) => l.fromPatient);
      if (question !== undefined) {
        const last =
          chat_messages.length > first
            ? (chat_messages[chat_messages.length - 1]?.sent_at as Date)
            : undefined;
        const after = (last?.getTime() ?? clock.midnight - 24 * 60 * MINUTE) + prng.int(10, 120) * MINUTE;
        at = Math.min(after, clock.midnight - 10 * MINUTE);
        for (let k = prng.int(1, 3); k > 0; k--) {
          say(true, fill(question.text, placeholders(prng, clinics, script))[lang], false);
          at += prng.int(1, 4) * MINUTE;
        }
      }
    }
    const messages = chat_messages.slice(first);
    const sentAt = (i: number) => messages[i]?.sent_at as Date;
    chat_conversations.push({
      id: conversationId,
      app_user_id: user.id,
      chat_department_id: departmentId,
      super_user_id: handler?.id ?? null,
      started_at: sentAt(0),
      last_message_at: sentAt(messages.length - 1),
    });
  }
  chat_messages.forEach((row, i) => (row.id = i + 1));

  const message_templates: Rows<'message_templates'> = MESSAGE_TEMPLATES.map((t, i) => ({
    id: i + 1,
    title: t.title,
    ...columns('body', t.body),
    chat_department_id: t.department === null ? null : (departmentIds.get(t.department) ?? null),
    created_at: clock.at(-prng.int(100, 600), 10 * 60),
  }));

  const admins = context.staff.filter((s) => s.role === 'admin');
  const bulk_message_reports: Rows<'bulk_message_reports'> = [];
  for (let i = 0; i < 24; i++) {
    const message = BULK_MESSAGES[i % BULK_MESSAGES.length];
    if (message === undefined) continue;
    const recipients = message.audience === 'All patients' ? prng.int(2500, 4200) : prng.int(300, 1800);
    const failed = Math.round(recipients * (0.01 + prng.next() * 0.05));
    bulk_message_reports.push({
      id: i + 1,
      title: message.title,
      body: message.body,
      audience: message.audience,
      recipients,
      delivered: recipients - failed,
      failed,
      sent_by: admins.length > 0 ? prng.pick(admins).id : null,
      sent_at: clock.at(-(360 - i * 15) + prng.int(0, 10), prng.int(9 * 60, 17 * 60)),
    });
  }

  return {
    chat_departments,
    chat_recipients,
    role_chat_departments,
    chat_conversations,
    chat_messages,
    message_templates,
    bulk_message_reports,
  };
}

function placeholders(
  prng: SeedContext['prng'],
  clinics: ClinicRefs,
  script: ChatScript,
): Record<string, Tri> {
  const wantsChild = script.department === 'children';
  const doctors = clinics.doctors.filter((d) =>
    wantsChild
      ? d.speciality.key === 'paediatrics'
      : d.speciality.key === 'obgyn' || d.speciality.key === 'family',
  );
  const doctor = prng.pick(doctors.length > 0 ? doctors : clinics.doctors);
  const center = clinics.centers.find((c) => c.id === doctor.centerId) ?? prng.pick(clinics.centers);
  return { doctor: doctor.name, center: center.entry.name, day: prng.pick(WEEKDAY_PHRASES) };
}
