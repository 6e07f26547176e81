/**
 * The question bank against DynamoDB Local and the local S3: tests with sections and questions,
 * publish checks, answer-key revisions, the .xlsx import (a sheet filled by a real spreadsheet writer,
 * Gujarati conjuncts kept exactly, a file with errors written nowhere, 500 questions in one go), and
 * no answer key in anything a student can read.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { routes } from '#shared/routes.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { fillQuestionTemplate, readWorkbook } from '../support/xlsx.js';

let admin: string;
const dir = mkdtempSync(join(tmpdir(), 'question-bank-'));

interface AdminTest {
  _id: string;
  published: boolean;
  questionCount: number;
  sections: { _id: string; title: string; titleGu?: string; questionIds: string[] }[];
}
interface AdminQuestion {
  _id: string;
  sectionId: string;
  textEn?: string;
  textGu?: string;
  optionsEn: string[];
  optionsGu: string[];
  correctOption: number | null;
  explanationEn?: string;
  explanationGu?: string;
  topic?: string;
}

async function createSeries(title: string) {
  const reply = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { title, description: 'Tests', price: 999, category: 'gpsc', numberOfTests: 3 },
  });
  return reply.body.testSeries._id;
}

async function createTest(
  seriesId: string,
  sections = [
    { title: 'General Studies', titleGu: 'સામાન્ય અભ્યાસ' },
    { title: 'Gujarat', titleGu: 'ગુજરાત' },
  ],
) {
  const reply = await api<{ test: AdminTest }>('POST', `/api/admin/test-series/${seriesId}/tests`, {
    token: admin,
    body: { title: 'Mock 1', titleGu: 'મોક 1', durationMinutes: 60, marksCorrect: 2, marksWrong: -0.66, sections },
  });
  expect(reply.status).toBe(201);
  return reply.body.test;
}

const editor = async (testId: string) =>
  (
    await api<{
      test: AdminTest;
      questions: AdminQuestion[];
      answerKeyRevisions: { questionId: string; from: number | null; to: number | null; by: string; at: string }[];
    }>('GET', `/api/admin/tests/${testId}`, { token: admin })
  ).body;

const question = (sectionId: string, overrides: Record<string, unknown> = {}) => ({
  sectionId,
  textEn: 'Which river flows past Ahmedabad?',
  textGu: 'અમદાવાદ પાસેથી કઈ નદી વહે છે?',
  optionsEn: ['Tapi', 'Sabarmati', 'Narmada', 'Mahi'],
  optionsGu: ['તાપી', 'સાબરમતી', 'નર્મદા', 'મહી'],
  correctOption: 1,
  explanationEn: 'The Sabarmati riverfront is in Ahmedabad.',
  explanationGu: 'સાબરમતી રિવરફ્રન્ટ અમદાવાદમાં છે.',
  topic: 'Geography',
  ...overrides,
});

async function downloadTemplate(): Promise<string> {
  const response = await fetch(`${inject('apiUrl')}/api/admin/question-template`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  const file = join(dir, `template-${Date.now()}.xlsx`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

async function importFile(testId: string, file: string, mode: 'append' | 'replace' = 'append') {
  const bytes = readFileSync(file);
  const upload = await api<{ uploadUrl: string; importKey: string }>(
    'POST',
    `/api/admin/tests/${testId}/import-uploads`,
    { token: admin, body: { size: bytes.length } },
  );
  expect(upload.status).toBe(200);
  const put = await fetch(upload.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
  expect(put.status).toBe(200);
  return api<{
    imported: number;
    test: AdminTest;
    code?: string;
    issues?: { row: number; column: string; message: string }[];
  }>('POST', `/api/admin/tests/${testId}/import`, {
    token: admin,
    body: { importKey: upload.body.importKey, mode },
  });
}

/** Real Gujarati with conjuncts (ક્ષ, જ્ઞ, શ્ર, દ્વ, ત્ર, સ્ત્ર), vowel signs and a ZWJ, so the round trip cannot hide a normalisation. */
const GUJARATI = {
  text: 'ક્ષત્રિય, જ્ઞાન, શ્રમ, દ્વારકા, ત્રિકોણ અને સ્ત્રી: કયો શબ્દ જોડાક્ષર વગરનો છે?',
  options: ['ક્ષત્રિય', 'જ્ઞાન', 'કમળ', 'શ્ર‍મ'],
  explanation: '"કમળ"માં કોઈ જોડાક્ષર નથી; બાકીના દરેકમાં સંયુક્ત વ્યંજન છે.',
};

function templateRow(n: number, overrides: Record<string, string | number | null> = {}) {
  return {
    Section: n % 2 ? 'General Studies' : 'Gujarati Grammar',
    'Section (Gujarati)': n % 2 ? 'સામાન્ય અભ્યાસ' : 'ગુજરાતી વ્યાકરણ',
    'Question (English)': `Question ${n}: which word has no conjunct?`,
    'Question (Gujarati)': `${n}. ${GUJARATI.text}`,
    'Option A (English)': 'Kshatriya',
    'Option B (English)': 'Gnan',
    'Option C (English)': 'Kamal',
    'Option D (English)': 'Shram',
    'Option A (Gujarati)': GUJARATI.options[0]!,
    'Option B (Gujarati)': GUJARATI.options[1]!,
    'Option C (Gujarati)': GUJARATI.options[2]!,
    'Option D (Gujarati)': GUJARATI.options[3]!,
    'Correct option': 'C',
    'Explanation (English)': '"Kamal" has no conjunct consonant.',
    'Explanation (Gujarati)': GUJARATI.explanation,
    Topic: 'Grammar',
    ...overrides,
  };
}

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
});

describe('tests, sections and questions', () => {
  it('adds, edits, reorders and deletes questions; a section with questions cannot be removed', async () => {
    const seriesId = await createSeries('Editor Series');
    const test = await createTest(seriesId);
    const [gs, gujarat] = test.sections;
    const first = await api<{ question: AdminQuestion; test: AdminTest }>(
      'POST',
      `/api/admin/tests/${test._id}/questions`,
      { token: admin, body: question(gs!._id) },
    );
    expect(first.status).toBe(201);
    expect(first.body.question).toMatchObject({
      sectionId: gs!._id,
      correctOption: 1,
      textGu: 'અમદાવાદ પાસેથી કઈ નદી વહે છે?',
    });
    const second = await api<{ question: AdminQuestion }>('POST', `/api/admin/tests/${test._id}/questions`, {
      token: admin,
      body: question(gs!._id, { textEn: 'Second', textGu: undefined, optionsGu: [] }),
    });
    const third = await api<{ question: AdminQuestion }>('POST', `/api/admin/tests/${test._id}/questions`, {
      token: admin,
      body: question(gujarat!._id, { textEn: 'Third' }),
    });
    const ids = [first.body.question._id, second.body.question._id, third.body.question._id];
    expect((await editor(test._id)).questions.map((q) => q._id)).toEqual(ids);

    // Bad input: 3 English options against 4 Gujarati ones, an unknown section.
    expect(
      (
        await api('POST', `/api/admin/tests/${test._id}/questions`, {
          token: admin,
          body: question(gs!._id, { optionsEn: ['a', 'b', 'c'] }),
        })
      ).status,
    ).toBe(400);
    expect(
      await api('POST', `/api/admin/tests/${test._id}/questions`, {
        token: admin,
        body: question('01ARZ3NDEKTSV4RRFFQ69G5FAV'),
      }),
    ).toMatchObject({ status: 404, body: { code: 'section_not_found' } });

    // Move the third question to the top of the first section; then the order must list everything once.
    const order = {
      sections: [
        { sectionId: gs!._id, questionIds: [ids[2], ids[0], ids[1]] },
        { sectionId: gujarat!._id, questionIds: [] },
      ],
    };
    expect(
      (await api('PUT', `/api/admin/tests/${test._id}/question-order`, { token: admin, body: order })).status,
    ).toBe(200);
    const after = await editor(test._id);
    expect(after.questions.map((q) => [q._id, q.sectionId])).toEqual([
      [ids[2], gs!._id],
      [ids[0], gs!._id],
      [ids[1], gs!._id],
    ]);
    const missing = {
      sections: [
        { sectionId: gs!._id, questionIds: [ids[2], ids[0]] },
        { sectionId: gujarat!._id, questionIds: [] },
      ],
    };
    expect(
      (await api('PUT', `/api/admin/tests/${test._id}/question-order`, { token: admin, body: missing })).status,
    ).toBe(400);

    // Edit: text and section.
    const edited = await api<{ question: AdminQuestion }>('PUT', `/api/admin/tests/${test._id}/questions/${ids[1]}`, {
      token: admin,
      body: question(gujarat!._id, { textEn: 'Second, edited' }),
    });
    expect(edited.status).toBe(200);
    expect((await editor(test._id)).questions.find((q) => q._id === ids[1])).toMatchObject({
      textEn: 'Second, edited',
      sectionId: gujarat!._id,
    });

    // Removing the Gujarat section while it has a question is refused; the settings otherwise save.
    const settings = {
      title: 'Mock 1 (revised)',
      durationMinutes: 90,
      marksCorrect: 1,
      marksWrong: -0.25,
      sections: [{ _id: gs!._id, title: 'General Studies' }],
    };
    expect(await api('PUT', `/api/admin/tests/${test._id}`, { token: admin, body: settings })).toMatchObject({
      status: 409,
      body: { code: 'section_not_empty' },
    });
    expect((await api('DELETE', `/api/admin/tests/${test._id}/questions/${ids[1]}`, { token: admin })).status).toBe(
      200,
    );
    const saved = await api<{ test: AdminTest & { marksWrong: number } }>('PUT', `/api/admin/tests/${test._id}`, {
      token: admin,
      body: settings,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.test).toMatchObject({
      title: 'Mock 1 (revised)',
      marksWrong: -0.25,
      questionCount: 2,
      sections: [{ _id: gs!._id }],
    });
    expect((await api('DELETE', `/api/admin/tests/${test._id}/questions/${ids[1]}`, { token: admin })).status).toBe(
      404,
    );
  });

  it('publish refuses an empty test and a question without text or correct option, naming it; a later key change is a recorded revision', async () => {
    const seriesId = await createSeries('Publish Series');
    const test = await createTest(seriesId);
    const sectionId = test.sections[0]!._id;
    expect(
      await api('PUT', `/api/admin/tests/${test._id}/published`, { token: admin, body: { published: true } }),
    ).toMatchObject({ status: 409, body: { code: 'test_has_no_questions' } });
    const good = await api<{ question: AdminQuestion }>('POST', `/api/admin/tests/${test._id}/questions`, {
      token: admin,
      body: question(sectionId),
    });
    const noKey = await api<{ question: AdminQuestion }>('POST', `/api/admin/tests/${test._id}/questions`, {
      token: admin,
      body: question(sectionId, { correctOption: null }),
    });
    const noText = await api<{ question: AdminQuestion }>('POST', `/api/admin/tests/${test._id}/questions`, {
      token: admin,
      body: question(sectionId, { textEn: '', textGu: '' }),
    });
    const refused = await api<{ code: string; problems: { questionId: string; message: string }[] }>(
      'PUT',
      `/api/admin/tests/${test._id}/published`,
      { token: admin, body: { published: true } },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('test_not_ready');
    expect(refused.body.problems.map((problem) => problem.questionId).sort()).toEqual(
      [noKey.body.question._id, noText.body.question._id].sort(),
    );
    await api('DELETE', `/api/admin/tests/${test._id}/questions/${noText.body.question._id}`, { token: admin });
    await api('PUT', `/api/admin/tests/${test._id}/questions/${noKey.body.question._id}`, {
      token: admin,
      body: question(sectionId, { correctOption: 3 }),
    });
    const published = await api<{ test: AdminTest }>('PUT', `/api/admin/tests/${test._id}/published`, {
      token: admin,
      body: { published: true },
    });
    expect(published.status).toBe(200);
    expect(published.body.test.published).toBe(true);

    expect((await editor(test._id)).answerKeyRevisions).toEqual([]);
    expect(
      (
        await api('PUT', `/api/admin/tests/${test._id}/questions/${good.body.question._id}`, {
          token: admin,
          body: question(sectionId, { correctOption: 2 }),
        })
      ).status,
    ).toBe(200);
    const { answerKeyRevisions } = await editor(test._id);
    expect(answerKeyRevisions).toEqual([
      {
        questionId: good.body.question._id,
        from: 1,
        to: 2,
        by: expect.stringMatching(/^[0-9A-Z]{26}$/),
        at: expect.any(String),
      },
    ]);
    // Changing only the wording is not a revision.
    await api('PUT', `/api/admin/tests/${test._id}/questions/${good.body.question._id}`, {
      token: admin,
      body: question(sectionId, { correctOption: 2, textEn: 'Reworded' }),
    });
    expect((await editor(test._id)).answerKeyRevisions).toHaveLength(1);
  });
});

describe('importing a question bank from .xlsx', () => {
  it('the template opens in a real spreadsheet reader; 20 bilingual rows filled in it import with Gujarati conjuncts kept exactly, new sections added', async () => {
    const template = await downloadTemplate();
    const sheets = readWorkbook(template);
    expect(sheets.Questions!.header).toEqual(
      expect.arrayContaining([
        'Section',
        'Question (English)',
        'Question (Gujarati)',
        'Option A (English)',
        'Option E (Gujarati)',
        'Correct option',
        'Topic',
      ]),
    );
    const file = join(dir, 'twenty.xlsx');
    fillQuestionTemplate(
      template,
      file,
      Array.from({ length: 20 }, (_, i) => templateRow(i + 1)),
    );

    const seriesId = await createSeries('Import Series');
    const test = await createTest(seriesId, [{ title: 'General Studies', titleGu: 'સામાન્ય અભ્યાસ' }]);
    const reply = await importFile(test._id, file);
    expect(reply.status).toBe(200);
    expect(reply.body.imported).toBe(20);
    const { test: after, questions } = await editor(test._id);
    expect(after.sections.map((section) => [section.title, section.titleGu, section.questionIds.length])).toEqual([
      ['General Studies', 'સામાન્ય અભ્યાસ', 10],
      ['Gujarati Grammar', 'ગુજરાતી વ્યાકરણ', 10],
    ]);
    const firstGrammar = questions.find((q) => q.textEn === 'Question 2: which word has no conjunct?')!;
    expect(firstGrammar.textGu).toBe(`2. ${GUJARATI.text}`);
    expect(firstGrammar.optionsGu).toEqual(GUJARATI.options);
    expect(firstGrammar.explanationGu).toBe(GUJARATI.explanation);
    expect(firstGrammar.correctOption).toBe(2);
    expect([...firstGrammar.textGu!].length).toBe([...`2. ${GUJARATI.text}`].length);
  });

  it('a file with errors is refused with every error by row and column, and nothing is written', async () => {
    const template = await downloadTemplate();
    const file = join(dir, 'errors.xlsx');
    fillQuestionTemplate(template, file, [
      templateRow(1),
      templateRow(2, { 'Correct option': 'F' }),
      templateRow(3, {
        'Question (English)': null,
        'Question (Gujarati)': null,
        'Option A (English)': null,
        'Option B (English)': null,
        'Option C (English)': null,
        'Option D (English)': null,
        'Option A (Gujarati)': null,
        'Option B (Gujarati)': null,
        'Option C (Gujarati)': null,
        'Option D (Gujarati)': null,
      }),
      templateRow(4, { 'Option D (Gujarati)': null }),
      templateRow(5, { 'Option B (English)': null }),
      templateRow(6, { 'Correct option': null }),
    ]);
    const seriesId = await createSeries('Errors Series');
    const test = await createTest(seriesId);
    await api('POST', `/api/admin/tests/${test._id}/questions`, {
      token: admin,
      body: question(test.sections[0]!._id),
    });
    const reply = await importFile(test._id, file);
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('import_invalid');
    const issues = reply.body.issues!.map((issue) => [issue.row, issue.column]);
    expect(issues).toEqual(
      expect.arrayContaining([
        [3, 'Correct option'],
        [4, 'Question (English)'],
        [5, 'Option A (Gujarati)'],
        [6, 'Option B (English)'],
        [7, 'Correct option'],
      ]),
    );
    expect(issues.some(([row]) => row === 2)).toBe(false);
    const { test: after, questions } = await editor(test._id);
    expect(after.questionCount).toBe(1);
    expect(questions).toHaveLength(1);
  });

  it('imports 500 questions in one go (replace mode swaps the whole bank), and refuses a 501st', async () => {
    const template = await downloadTemplate();
    const file = join(dir, 'five-hundred.xlsx');
    fillQuestionTemplate(
      template,
      file,
      Array.from({ length: 500 }, (_, i) => templateRow(i + 1)),
    );
    const seriesId = await createSeries('Big Series');
    const test = await createTest(seriesId);
    await api('POST', `/api/admin/tests/${test._id}/questions`, {
      token: admin,
      body: question(test.sections[0]!._id, { textEn: 'Old question' }),
    });
    const started = Date.now();
    const reply = await importFile(test._id, file, 'replace');
    console.log(`500 questions imported in ${Date.now() - started} ms`);
    expect(reply.status).toBe(200);
    expect(reply.body.imported).toBe(500);
    const { test: after, questions } = await editor(test._id);
    expect(after.questionCount).toBe(500);
    expect(questions).toHaveLength(500);
    expect(questions.some((q) => q.textEn === 'Old question')).toBe(false);
    const more = join(dir, 'one-more.xlsx');
    fillQuestionTemplate(template, more, [templateRow(501)]);
    const refused = await importFile(test._id, more);
    expect(refused.status).toBe(422);
    expect(refused.body.issues![0]!.message).toContain('at most 500');
  });
});

describe('answer keys never reach a student', () => {
  it('no student route answers a correct option or an explanation', async () => {
    const seriesId = await createSeries('Key Series');
    const test = await createTest(seriesId);
    await api('POST', `/api/admin/tests/${test._id}/questions`, {
      token: admin,
      body: question(test.sections[0]!._id, { explanationEn: 'SECRET-EXPLANATION-EN', explanationGu: 'ગુપ્ત-સમજૂતી' }),
    });
    expect(
      (await api('PUT', `/api/admin/tests/${test._id}/published`, { token: admin, body: { published: true } })).status,
    ).toBe(200);
    const student = await registerStudent();
    expect(
      (await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: admin })).status,
    ).toBe(201);

    // Written down a second time: the student routes that show tests, which must answer 200 here.
    const mustAnswer = [`/api/test-series/${seriesId}/tests`, `/api/tests/${test._id}`, '/api/my/test-series'];
    const fill = (path: string) =>
      path
        .replace('{id}', seriesId)
        .replace('{testId}', test._id)
        .replace(/\{[^}]+\}/g, '01ARZ3NDEKTSV4RRFFQ69G5FAV');
    const studentGets = routes
      .filter((route) => route.method === 'GET' && (route.access === 'student' || route.access === 'signed-in'))
      .map((route) => fill(route.path));
    expect(studentGets).toEqual(expect.arrayContaining(mustAnswer));
    for (const path of studentGets) {
      const reply = await api('GET', path, { token: student.token });
      if (mustAnswer.includes(path)) expect(reply.status, path).toBe(200);
      const text = JSON.stringify(reply.body);
      for (const secret of ['correctOption', 'explanationEn', 'explanationGu', 'SECRET-EXPLANATION-EN', 'ગુપ્ત-સમજૂતી'])
        expect(text, `${path} leaks ${secret}`).not.toContain(secret);
    }
    // A draft test is not there for students at all.
    const draft = await createTest(seriesId);
    expect((await api('GET', `/api/tests/${draft._id}`, { token: student.token })).status).toBe(404);
    const listed = await api<{ tests: { _id: string }[] }>('GET', `/api/test-series/${seriesId}/tests`, {
      token: student.token,
    });
    expect(listed.body.tests.map((t) => t._id)).toEqual([test._id]);
  });
});
