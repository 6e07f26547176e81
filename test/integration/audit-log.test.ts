/**
 * The audit log of staff writes, against the local stack: every staff write route leaves a `started`
 * entry and its outcome (a refused call too), the allow-list keeps passwords out, no route can change an
 * entry, the owner's list filters and pages, approvals and refunds carry their before and after, and the
 * export is a workbook openpyxl reads.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/audit.js';
import { bindingsOf, isStaffWrite, routeKey, routes, type RouteDef } from '#shared/routes.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { readWorkbook } from '../support/xlsx.js';

let admin: string;
let adminId: string;
const startedAt = new Date().toISOString();
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
  adminId = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
});

/** Every audit item written since this file started, straight from the table. */
async function auditItems(): Promise<Record<string, unknown>[]> {
  const { queryAll } = await import('#lib/db.js');
  const since = (prefix: string) =>
    queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :since AND :until',
      ExpressionAttributeValues: { ':pk': 'AUDIT', ':since': `${prefix}#${startedAt}`, ':until': `${prefix}#9` },
    });
  return [...(await since('ENTRY')), ...(await since('OUTCOME'))];
}

const list = (query: Record<string, string> = {}, token = admin) =>
  api<{ entries: AuditEntry[]; nextCursor?: string }>('GET', `/api/admin/audit?${new URLSearchParams(query)}`, {
    token,
  });

const staffWrites = (routes as readonly RouteDef[]).filter(isStaffWrite);

describe('every staff write route is audited', () => {
  it('walks the route list: one call each as an admin leaves a started entry and its outcome', async () => {
    expect(staffWrites.length).toBeGreaterThan(40);
    const marks = new Map<string, string>();
    for (const route of staffWrites) {
      // A fresh id in each path names the call; a route without one is found by its route key.
      const mark = ulid();
      marks.set(routeKey(route), mark);
      const reply = await api(route.method, route.path.replace(/\{[^}]+\}/g, mark), {
        token: admin,
        ...(route.body ? { body: {} } : {}),
      });
      expect(reply.status, routeKey(route)).toBeLessThan(500);
    }
    const items = await auditItems();
    const entries = items.filter((item) => item.entity === 'AuditEntry' && item.actorId === adminId);
    const outcomes = new Map(items.filter((item) => item.entity === 'AuditOutcome').map((item) => [item.at, item]));
    const missing: string[] = [];
    for (const route of staffWrites) {
      const key = routeKey(route);
      const mark = marks.get(key)!;
      const entry = entries.find(
        (item) =>
          item.route === key && (!route.path.includes('{') || Object.values(item.params as object).includes(mark)),
      );
      if (!entry || !outcomes.has(entry.at)) missing.push(key);
      else expect(outcomes.get(entry.at)!.status, key).toBeGreaterThanOrEqual(200);
    }
    expect(missing).toEqual([]);
  });

  it('no route or job declares an update or delete on the audit area', async () => {
    const { jobs } = await import('#shared/jobs.js');
    const declared = [...routes.map((route) => bindingsOf(route)), ...jobs.map((job) => job.uses)].flat() as string[];
    const onAudit = declared.filter((binding) => binding.startsWith('table:audit:'));
    expect(onAudit.length).toBeGreaterThan(0);
    expect(onAudit.filter((binding) => !/^table:audit:(put|get|query)$/.test(binding))).toEqual([]);
  });
});

describe('what an entry keeps', () => {
  it('keeps the allowed fields and never a password', async () => {
    const student = await registerStudent();
    const name = `Audited ${randomBytes(3).toString('hex')}`;
    const course = await api<{ course: { _id: string } }>('POST', '/api/courses', {
      token: admin,
      body: { title: name, description: 'Audit', price: 1200, category: 'ssc', password: 'hunter22', token: 'abc' },
    });
    expect(course.status).toBeLessThan(500);
    void student;
    const entry = (await auditItems()).find(
      (item) => item.entity === 'AuditEntry' && (item.fields as { title?: string }).title === name,
    )!;
    expect(entry).toBeDefined();
    expect(entry.fields).toMatchObject({ title: name, price: 1200 });
    expect(JSON.stringify(entry)).not.toMatch(/hunter22|"password"|"token"/);
    expect(entry).toMatchObject({ actorId: adminId, actorRole: 'owner', kind: 'content' });
  });

  // Found by the route fuzzer: the entry is written before the body is checked, and a number the table
  // cannot store, or half of a two-unit character, made the write fail and the request answer 503.
  it('keeps any field a malformed request sends as text the table takes, so the request gets its own answer', async () => {
    const title = `Odd ${randomBytes(3).toString('hex')} \ud800`;
    const course = await api('POST', '/api/courses', {
      token: admin,
      rawBody: `{"title":${JSON.stringify(title)},"price":5e-324,"amount":1e400,"category":"ssc","description":"x"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(course.status).toBe(400);
    const entry = (await auditItems()).find(
      (item) =>
        item.entity === 'AuditEntry' &&
        String((item.fields as { title?: string }).title).startsWith(title.slice(0, 10)),
    )!;
    expect(entry.fields).toMatchObject({ price: '5e-324', amount: 'Infinity' });
    expect((entry.fields as { title: string }).title.endsWith('\ufffd')).toBe(true);
  });
});

describe('before and after', () => {
  async function paidCourse(price: number) {
    const course = await api<{ course: { _id: string } }>('POST', '/api/courses', {
      token: admin,
      body: { title: `Audit money ${randomBytes(3).toString('hex')}`, description: 'Audit', price, category: 'ssc' },
    });
    return course.body.course._id;
  }

  it('a UPI approval: pending before, approved after; the payment has its history', async () => {
    const courseId = await paidCourse(900);
    const student = await registerStudent();
    await api('POST', '/api/upi-payments/initiate', { token: student.token, body: { courseId } });
    const utr = randomBytes(6).toString('hex').toUpperCase();
    expect(
      (await api('POST', '/api/upi-payments/submit-utr', { token: student.token, body: { courseId, utrNumber: utr } }))
        .status,
    ).toBeLessThan(300);
    const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
      token: admin,
    });
    const paymentId = pending.body.items.find((item) => item.utrNumber === utr)!._id;
    expect((await api('POST', `/api/upi-payments/${paymentId}/approve`, { token: admin })).status).toBe(200);
    const history = await list({ itemId: paymentId });
    expect(history.status).toBe(200);
    expect(history.body.entries).toHaveLength(1);
    expect(history.body.entries[0]).toMatchObject({
      route: 'POST /api/upi-payments/{id}/approve',
      kind: 'money',
      actorRole: 'owner',
      itemId: paymentId,
      outcome: { status: 200, before: { status: 'pending', amount: 900 }, after: { status: 'approved' } },
    });
    expect(history.body.entries[0]!.actorName).toBeTruthy();
    expect(history.body.entries[0]!.address).toMatch(/\d/);
  });

  it('a refund: what was refundable before, what was refunded and is left after', async () => {
    const courseId = await paidCourse(1000);
    const student = await registerStudent();
    const recorded = await api<{ payment: { _id: string } }>(
      'POST',
      `/api/admin/students/${student.id}/offline-payments`,
      {
        token: admin,
        body: {
          courseId,
          amount: 1000,
          mode: 'cash',
          paidOn: today(),
          reference: `AU-${randomBytes(4).toString('hex')}`,
        },
      },
    );
    expect(recorded.status).toBe(201);
    const paymentId = recorded.body.payment._id;
    const refunded = await api('POST', `/api/admin/payments/${paymentId}/refund`, {
      token: admin,
      body: {
        refundId: ulid(),
        reason: 'Joined the wrong batch',
        amountRupees: 250.5,
        mode: 'cash',
        reference: 'VOUCHER-9',
      },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const history = await list({ itemId: paymentId });
    expect(history.body.entries[0]).toMatchObject({
      route: 'POST /api/admin/payments/{id}/refund',
      fields: { amountRupees: 250.5, reason: 'Joined the wrong batch' },
      outcome: { status: 200, before: { refundable: 1000 }, after: { refunded: 250.5, refundable: 749.5 } },
    });
    // The offline payment is the student's history (its first path parameter is the student).
    const ofStudent = await list({ itemId: student.id });
    expect(ofStudent.body.entries[0]).toMatchObject({
      route: 'POST /api/admin/students/{id}/offline-payments',
      fields: { amount: 1000, mode: 'cash' },
      outcome: { status: 201, after: { paymentId, amount: 1000, access: true }, before: { access: false } },
    });
  });

  it('a course edit: the price and title before and after', async () => {
    const courseId = await paidCourse(700);
    const edited = await api('PUT', `/api/courses/${courseId}`, {
      token: admin,
      body: { title: 'Audit renamed', description: 'Audit', price: 650, category: 'ssc' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [entry] = (await list({ itemId: courseId })).body.entries;
    expect(entry!.outcome).toMatchObject({ before: { price: 700 }, after: { price: 650, title: 'Audit renamed' } });
  });
});

describe('the owner reads the log', () => {
  it('filters by person, kind and dates, newest first, in pages with a cursor', async () => {
    // 30 refused course edits: enough for two pages of 25.
    const target = ulid();
    for (let i = 0; i < 30; i++) await api('PUT', `/api/courses/${target}`, { token: admin, body: {} });
    const first = await list({ itemId: target });
    expect(first.body.entries).toHaveLength(25);
    const times = first.body.entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.body.entries.every((entry) => entry.outcome?.status === 400)).toBe(true);
    const second = await list({ itemId: target, cursor: first.body.nextCursor! });
    expect(second.body.entries).toHaveLength(5);
    expect(second.body.entries.every((entry) => entry.at < times.at(-1)!)).toBe(true);

    const byActor = await list({ actor: adminId, kind: 'content', from: today(), to: today() });
    expect(byActor.body.entries.length).toBeGreaterThan(0);
    expect(byActor.body.entries.every((entry) => entry.actorId === adminId && entry.kind === 'content')).toBe(true);
    const money = await list({ kind: 'money' });
    expect(money.body.entries.every((entry) => entry.kind === 'money')).toBe(true);
    const beforeAnything = await list({ itemId: target, to: '2020-01-01' });
    expect(beforeAnything.body.entries).toEqual([]);
    expect((await list({ kind: 'nothing' })).status).toBe(400);
    expect((await list({ cursor: 'bad' })).status).toBe(400);
  });

  it('is for staff alone: a student is refused', async () => {
    const student = await registerStudent();
    expect((await list({}, student.token)).status).toBe(403);
  });

  it('no route changes an entry: every route on the audit path reads only', () => {
    const onAudit = (routes as readonly RouteDef[]).filter((route) => route.path.startsWith('/api/admin/audit'));
    expect(onAudit.map((route) => route.method)).toEqual(['GET', 'GET']);
  });

  it('exports the filtered log to a workbook that openpyxl reads', async () => {
    const target = ulid();
    await api('PUT', `/api/courses/${target}`, { token: admin, body: { title: '=1+2' } });
    const { inject } = await import('vitest');
    const response = await fetch(`${inject('apiUrl')}/api/admin/audit/export?itemId=${target}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const folder = mkdtempSync(join(tmpdir(), 'audit-export-'));
    const file = join(folder, 'audit.xlsx');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const sheet = readWorkbook(file)['Audit log']!;
    const cell = (row: unknown[], header: string) => row[sheet.header.indexOf(header)];
    expect(sheet.rows).toHaveLength(1);
    const [row] = sheet.rows;
    expect(cell(row!, 'Action')).toBe('PUT /api/courses/{id}');
    expect(cell(row!, 'Item')).toBe(target);
    expect(cell(row!, 'Status')).toBe(400);
    expect(cell(row!, 'Fields')).toBe('{"title":"=1+2"}');
    expect(cell(row!, 'Role')).toBe('owner');
    expect(cell(row!, 'When (India)')).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // By person: the owner's own actions, the newest of which is that edit.
    const mine = await fetch(`${inject('apiUrl')}/api/admin/audit/export?actor=${adminId}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(mine.status).toBe(200);
    const byActor = join(folder, 'by-actor.xlsx');
    writeFileSync(byActor, Buffer.from(await mine.arrayBuffer()));
    const actorSheet = readWorkbook(byActor)['Audit log']!;
    expect(actorSheet.rows.length).toBeGreaterThan(0);
    expect(actorSheet.rows.some((each) => each[actorSheet.header.indexOf('Item')] === target)).toBe(true);
  });
});
