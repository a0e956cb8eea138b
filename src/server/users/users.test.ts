import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profile } from '../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v3/user/login', () => {
  it('answers 401 with a clear message when signed out', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/user/login' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'You need to sign in to do this.',
      code: 'unauthorized',
      reason: 'unauthorized',
      params: {},
    });
  });

  it('creates the profile with the spec defaults and records the login', async () => {
    const user = await t.createUser();
    const before = Date.now();
    const res = await t.request({ method: 'GET', url: '/v3/user/login', user });
    expect(res.statusCode).toBe(200);
    const { entity } = res.json();
    expect(entity).toMatchObject({
      id: user.id,
      email: user.email,
      isActive: true,
      nativeLanguage: 'en',
      mainLearningLanguage: { language: 'en', level: 'beginner' },
      learningLanguageList: [],
      isAdmin: false,
      onBoarded: false,
      isWhitelisted: false,
      totalVocabCount: 0,
      totalSentenceCount: 0,
    });
    expect(entity).not.toHaveProperty('clerkId');
    expect(new Date(entity.lastLogin).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records the login time to the minute, without a write per page load', async () => {
    const user = await t.createUser();
    const first = (await t.request({ method: 'GET', url: '/v3/user/login', user })).json().entity.lastLogin;
    const again = (await t.request({ method: 'GET', url: '/v3/user/login', user })).json().entity.lastLogin;
    expect(again).toBe(first);
    const stale = new Date(Date.now() - 2 * 60_000);
    await t.database.db.update(profile).set({ lastLogin: stale }).where(eq(profile.userId, user.id));
    const later = (await t.request({ method: 'GET', url: '/v3/user/login', user })).json().entity.lastLogin;
    expect(new Date(later).getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });

  it('accepts a bearer token instead of the cookie', async () => {
    const user = await t.createUser();
    const res = await t.request({
      method: 'GET',
      url: '/v3/user/login',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entity.email).toBe(user.email);
  });

  it('rejects a forged session cookie', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/v3/user/login',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /v3/user/language-setting', () => {
  it('changes the languages and keeps the main learning language in the list', async () => {
    const user = await t.createUser();
    const res = await t.request({
      method: 'PUT',
      url: '/v3/user/language-setting',
      user,
      payload: { nativeLanguage: 'ko', mainLearningLanguage: { language: 'fr', level: 'intermediate' } },
    });
    expect(res.statusCode).toBe(200);
    const { entity } = res.json();
    expect(entity.nativeLanguage).toBe('ko');
    expect(entity.mainLearningLanguage).toEqual({ language: 'fr', level: 'intermediate' });
    expect(entity.learningLanguageList).toEqual([{ language: 'fr', level: 'intermediate' }]);

    const second = await t.request({
      method: 'PUT',
      url: '/v3/user/language-setting',
      user,
      payload: {
        learningLanguageList: [
          { language: 'de', level: 'beginner' },
          { language: 'fr', level: 'advanced' },
        ],
      },
    });
    const list = second.json().entity.learningLanguageList;
    expect(list).toEqual([
      { language: 'fr', level: 'intermediate' },
      { language: 'de', level: 'beginner' },
    ]);
  });

  it.each([
    [{ nativeLanguage: 'xx' }, 'nativeLanguage is not a supported language code'],
    [
      { mainLearningLanguage: { language: 'zz', level: 'beginner' } },
      'mainLearningLanguage.language: must be one of ko, ja, en, ru, fr, de, es, it, pt, nl',
    ],
    [
      { mainLearningLanguage: { language: 'ko', level: 'expert' } },
      'mainLearningLanguage.level: must be beginner, intermediate or advanced',
    ],
    [{ mainLearningLanguage: { level: 'beginner' } }, 'mainLearningLanguage.language is required'],
    [{}, 'Choose at least one language setting to change'],
    [
      {
        learningLanguageList: [
          { language: 'ko', level: 'beginner' },
          { language: 'ko', level: 'advanced' },
        ],
      },
      'Each learning language can appear only once',
    ],
  ])('rejects %j with "%s" and changes nothing', async (payload, message) => {
    const user = await t.createUser();
    const res = await t.request({ method: 'PUT', url: '/v3/user/language-setting', user, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation_failed' });
    const profile = await t.request({ method: 'GET', url: '/v3/user/profile', user });
    expect(profile.json().entity.nativeLanguage).toBe('en');
  });
});

describe('POST /v3/user/onboarding-survey', () => {
  it('stores the answers and finishes onboarding', async () => {
    const user = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: '/v3/user/onboarding-survey',
      user,
      payload: { items: [{ question: 'goal', answer: 'travel' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entity.onBoarded).toBe(true);
  });

  it('requires items', async () => {
    const user = await t.createUser();
    const missing = await t.request({ method: 'POST', url: '/v3/user/onboarding-survey', user, payload: {} });
    expect(missing.json().message).toBe('items is required');
    const empty = await t.request({ method: 'POST', url: '/v3/user/onboarding-survey', user, payload: { items: [] } });
    expect(empty.json().message).toBe('items: items must contain at least one answer');
  });
});

describe('PUT /v3/user/tutorial-status', () => {
  it('records a tutorial once however often it is reported', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i++) {
      await t.request({ method: 'PUT', url: '/v3/user/tutorial-status?tutorialType=note-view', user });
    }
    const res = await t.request({ method: 'PUT', url: '/v3/user/tutorial-status?tutorialType=create-note', user });
    expect(res.json().entity.tutorialsSeen).toEqual(['note-view', 'create-note']);
  });

  it('requires tutorialType', async () => {
    const user = await t.createUser();
    const res = await t.request({ method: 'PUT', url: '/v3/user/tutorial-status', user });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('tutorialType is required');
  });
});
