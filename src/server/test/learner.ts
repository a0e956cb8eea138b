import type { TestApp, TestUser } from './app.ts';

/** A new user who learns `learning` (intermediate) and speaks `native`, set as the onboarding sets it. */
export async function learnerOf(t: TestApp, learning: string, native: string): Promise<TestUser> {
  const user = await t.createUser();
  await t.request({
    method: 'PUT',
    url: '/v3/user/language-setting',
    user,
    payload: { nativeLanguage: native, mainLearningLanguage: { language: learning, level: 'intermediate' } },
  });
  return user;
}
