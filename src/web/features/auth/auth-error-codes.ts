/**
 * Every error code Better Auth can answer our flows with — its core list, the admin plugin's and the
 * organization plugin's (bearer has none of its own) — by the sentence the learner reads instead (ADR 22).
 * Keys are i18next keys: `errors.x` in the auth namespace, `errors:x` a reason of the server's catalogue
 * (already in every language). A few Better Auth errors carry only an English message; they are listed
 * under that message made into a code (`codeOfMessage`). auth-error-codes.test.ts checks this covers
 * every code of the installed Better Auth, in all 7 languages.
 */
const BY_MEANING: Record<string, string[]> = {
  'errors.invalidCredentials': ['INVALID_EMAIL_OR_PASSWORD'],
  'errors.invalidPassword': ['INVALID_PASSWORD'],
  'errors.invalidEmail': ['INVALID_EMAIL'],
  'errors.userExists': ['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'],
  'errors.passwordTooShort': ['PASSWORD_TOO_SHORT'],
  'errors.passwordTooLong': ['PASSWORD_TOO_LONG'],
  'errors.invalidResetLink': ['INVALID_TOKEN', 'TOKEN_EXPIRED'],
  'errors.tooManyAttempts': ['rate_limited', 'TOO_MANY_REQUESTS'],
  'errors.emailSame': ['EMAIL_IS_THE_SAME'],
  'errors.emailNotVerified': [
    'EMAIL_NOT_VERIFIED',
    'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION',
    'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION',
  ],
  'errors.emailAlreadyVerified': ['EMAIL_ALREADY_VERIFIED'],
  'errors.emailMismatch': ['EMAIL_MISMATCH', 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION'],
  'errors.sessionExpired': ['SESSION_EXPIRED', 'SESSION_NOT_FRESH'],
  'errors.signedOut': ['FAILED_TO_GET_SESSION', 'UNAUTHORIZED', 'USER_DELETED'],
  'errors.accountNotFound': [
    'USER_NOT_FOUND',
    'ACCOUNT_NOT_FOUND',
    'CREDENTIAL_ACCOUNT_NOT_FOUND',
    'USER_EMAIL_NOT_FOUND',
    'INVALID_USER',
    'FAILED_TO_FIND_USER',
  ],
  'errors.passwordAlreadySet': ['USER_ALREADY_HAS_PASSWORD', 'PASSWORD_ALREADY_SET'],
  'errors.socialFailed': [
    'PROVIDER_NOT_FOUND',
    'FAILED_TO_GET_USER_INFO',
    'ID_TOKEN_NOT_SUPPORTED',
    'ACCOUNT_NOT_LINKED_UNABLE_TO_CREATE_ACCOUNT',
    'ACCOUNT_NOT_LINKED_LINKING_NOT_ALLOWED',
    'ACCOUNT_NOT_LINKED_DIFFERENT_EMAILS_NOT_ALLOWED',
  ],
  'errors.linkedElsewhere': ['SOCIAL_ACCOUNT_ALREADY_LINKED', 'LINKED_ACCOUNT_ALREADY_EXISTS'],
  'errors.lastAccount': ['FAILED_TO_UNLINK_LAST_ACCOUNT'],
  'errors.featureUnavailable': [
    'EMAIL_CAN_NOT_BE_UPDATED',
    'CHANGE_EMAIL_DISABLED',
    'VERIFICATION_EMAIL_NOT_ENABLED',
    'VERIFICATION_EMAIL_ISN_T_ENABLED',
    'EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED',
    'EMAIL_AND_PASSWORD_IS_NOT_ENABLED',
    'RESET_PASSWORD_ISN_T_ENABLED',
  ],
  'errors.requestRefused': [
    'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
    'INVALID_ORIGIN',
    'MISSING_OR_NULL_ORIGIN',
    'INVALID_CALLBACK_URL',
    'INVALID_REDIRECT_URL',
    'INVALID_ERROR_CALLBACK_URL',
    'INVALID_NEW_USER_CALLBACK_URL',
    'CALLBACK_URL_REQUIRED',
  ],
  'errors.invalidInput': [
    'VALIDATION_ERROR',
    'MISSING_FIELD',
    'FIELD_NOT_ALLOWED',
    'BODY_MUST_BE_AN_OBJECT',
    'NO_FIELDS_TO_UPDATE',
    'NO_DATA_TO_UPDATE',
    'INVALID_ROLE_TYPE',
    'YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE',
    'PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER',
    'USER_ID_CANNOT_BE_UPDATED',
    'INVALID_RESOURCE',
    'INVALID_TEAM_ID',
  ],
  // Failures of the server itself, or of its set-up: nothing the learner can change but trying again.
  'errors.generic': [
    'FAILED_TO_CREATE_USER',
    'FAILED_TO_CREATE_SESSION',
    'FAILED_TO_UPDATE_USER',
    'FAILED_TO_CREATE_VERIFICATION',
    'ASYNC_VALIDATION_NOT_SUPPORTED',
    'METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED',
    'MISSING_AC_INSTANCE',
    'INTERNAL_SERVER_ERROR',
  ],
  'errors.notYourself': ['YOU_CANNOT_REMOVE_YOURSELF', 'YOU_CANNOT_IMPERSONATE_ADMINS'],
  // Teams (the organization plugin).
  'errors.nameTaken': [
    'ORGANIZATION_ALREADY_EXISTS',
    'ORGANIZATION_SLUG_ALREADY_TAKEN',
    'TEAM_ALREADY_EXISTS',
    'ROLE_NAME_IS_ALREADY_TAKEN',
  ],
  'errors.alreadyMember': ['USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION'],
  'errors.alreadyInvited': ['USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION'],
  'errors.invitationInvalid': ['INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION', 'FAILED_TO_RETRIEVE_INVITATION'],
  'errors.lastOwner': [
    'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
    'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER',
  ],
  'errors.notMember': [
    'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
    'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
    'USER_IS_NOT_A_MEMBER_OF_THE_TEAM',
    'NO_ACTIVE_ORGANIZATION',
    'YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM',
    'YOU_MUST_BE_IN_AN_ORGANIZATION_TO_CREATE_A_ROLE',
    'NOT_A_MEMBER_OF_THIS_ORGANIZATION',
  ],
  'errors.limitReached': [
    'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS',
    'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS',
    'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED',
    'INVITATION_LIMIT_REACHED',
    'TEAM_MEMBER_LIMIT_REACHED',
    'TOO_MANY_ROLES',
  ],
  'errors.cannotRemove': [
    'UNABLE_TO_REMOVE_LAST_TEAM',
    'CANNOT_DELETE_A_PRE_DEFINED_ROLE',
    'ROLE_IS_ASSIGNED_TO_MEMBERS',
  ],
  // The server's own catalogue already says these, in every language.
  'errors:account_banned': ['BANNED_USER'],
  'errors:cannot_ban_yourself': ['YOU_CANNOT_BAN_YOURSELF'],
  'errors:not_found': [
    'ORGANIZATION_NOT_FOUND',
    'TEAM_NOT_FOUND',
    'INVITATION_NOT_FOUND',
    'MEMBER_NOT_FOUND',
    'ROLE_NOT_FOUND',
  ],
  'errors:forbidden': [
    'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE',
    'YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS',
    'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS',
    'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS',
    'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS',
    'YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS',
    'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS',
    'YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS',
    'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD',
    'YOU_ARE_NOT_ALLOWED_TO_GET_USER',
    'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS',
    'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL',
    'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PHONE_NUMBER',
    'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION',
    'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
    'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
    'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM',
    'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
    'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
    'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION',
    'YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS',
    'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
    'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
    'YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION',
    'YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION',
    'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM',
    'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM',
    'YOU_CAN_NOT_ACCESS_THE_MEMBERS_OF_THIS_TEAM',
    'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER',
    'YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER',
    'YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION',
    'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE',
    'YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE',
    'YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE',
    'YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE',
    'YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE',
    'YOU_ARE_NOT_ALLOWED_TO_GET_A_ROLE',
    'INSUFFICIENT_ROLE_FOR_THIS_OPERATION',
    'FORBIDDEN',
  ],
};

/** Better Auth's code (or the code of a message that came without one) → the i18next key to show. */
export const AUTH_ERROR_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(BY_MEANING).flatMap(([key, codes]) => codes.map((code) => [code, key])),
);

/** "Email is the same" → EMAIL_IS_THE_SAME: how a code-less Better Auth error is looked up. */
export const codeOfMessage = (message: string): string =>
  message
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
