import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { defineRoute } from '../http/route.ts';
import {
  LanguageSettingBody,
  OnboardingSurveyBody,
  Profile,
  ReviewSettingsBody,
  SignInMethods,
  TimeZone,
  TimeZoneBody,
  TutorialStatusQuery,
} from './schema.ts';
import { setTimeZone } from './profile.ts';
import * as users from './service.ts';

export function registerUserRoutes(
  app: FastifyInstance,
  { db, social }: { db: Db; social: { google: boolean; github: boolean } },
): void {
  const tag = 'User';
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/user/sign-in-methods',
      tag,
      summary: 'The ways to sign in this server offers (e-mail always; Google and GitHub when configured)',
      auth: 'none',
      response: SignInMethods,
    },
    () => ({ email: true as const, ...social }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/user/login',
      tag,
      summary: 'The signed-in user profile; records the login time',
      auth: 'required',
      whileWaiting: true,
      response: Profile,
    },
    ({ user }) => users.login(db, user),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/user/profile',
      tag,
      summary: 'The signed-in user profile',
      auth: 'required',
      whileWaiting: true,
      response: Profile,
    },
    ({ user }) => users.getProfile(db, user),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/user/language-setting',
      tag,
      summary: 'Change native and learning languages',
      auth: 'required',
      body: LanguageSettingBody,
      response: Profile,
    },
    ({ user, body }) => users.updateLanguageSetting(db, user, body),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user/onboarding-survey',
      tag,
      summary: 'Save the onboarding answers and finish onboarding',
      auth: 'required',
      body: OnboardingSurveyBody,
      response: Profile,
    },
    ({ user, body }) => users.saveOnboardingSurvey(db, user, body.items),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/user/tutorial-status',
      tag,
      summary: 'Mark a tutorial as seen',
      auth: 'required',
      query: TutorialStatusQuery,
      response: Profile,
    },
    ({ user, query }) => users.markTutorialSeen(db, user, query.tutorialType),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/user/review-settings',
      tag,
      summary: 'Set the desired retention (0.70–0.97) and new cards per day (0–500)',
      auth: 'required',
      body: ReviewSettingsBody,
      response: Profile,
    },
    ({ user, body }) => users.updateReviewSettings(db, user, body),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/user/time-zone',
      tag,
      summary: "Set the learner's IANA time zone (the browser's), for calendar days such as streaks",
      auth: 'required',
      body: TimeZoneBody,
      response: TimeZone,
    },
    async ({ user, body }) => {
      await setTimeZone(db, user.id, body.timeZone);
      return { timeZone: body.timeZone };
    },
  );
}
