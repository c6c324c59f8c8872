import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import {
  isNoChatDepartment,
  NO_CHAT_DEPARTMENT_MESSAGE,
  noChatDepartmentAfter,
} from '../../../src/domain/chat/no-chat-department';
import { appError, errorBody } from '../lists/app-error.arbitrary';

const theBody = fc.constantFrom<unknown>(NO_CHAT_DEPARTMENT_MESSAGE, { message: NO_CHAT_DEPARTMENT_MESSAGE });
const otherBody = errorBody.filter(
  (b) =>
    b !== NO_CHAT_DEPARTMENT_MESSAGE &&
    !(
      typeof b === 'object' &&
      b !== null &&
      (b as { message?: unknown }).message === NO_CHAT_DEPARTMENT_MESSAGE
    ),
);

describe('the no-chat-department condition', () => {
  it('a 404 with the message "user token doesnt contain any chat departments" sets the flag', () => {
    fc.assert(
      fc.property(theBody, fc.boolean(), (body, flag) =>
        noChatDepartmentAfter(flag, AppErrors.notFound(body)),
      ),
    );
  });

  it('any other 404 does not set the flag', () => {
    fc.assert(fc.property(otherBody, (body) => !noChatDepartmentAfter(false, AppErrors.notFound(body))));
  });

  it('no error but a 404 sets the flag, whatever its body', () => {
    fc.assert(
      fc.property(
        appError.filter((e) => e.code !== 'NotFound'),
        (error) => !noChatDepartmentAfter(false, error),
      ),
    );
  });

  it('an error never clears the flag once set', () => {
    fc.assert(fc.property(appError, (error) => noChatDepartmentAfter(true, error)));
  });

  it.each<[string, AppError, boolean]>([
    ['the text body', AppErrors.notFound('user token doesnt contain any chat departments'), true],
    [
      'the object body',
      AppErrors.notFound({ message: 'user token doesnt contain any chat departments', status: 404 }),
      true,
    ],
    ['the corrected spelling', AppErrors.notFound("user token doesn't contain any chat departments"), false],
    ['other capitalisation', AppErrors.notFound('User token doesnt contain any chat departments'), false],
    ['surrounding spaces', AppErrors.notFound(' user token doesnt contain any chat departments '), false],
    ['another 404 message', AppErrors.notFound({ message: 'Not Found' }), false],
    ['a 404 with no body', AppErrors.notFound(undefined), false],
    ['a 400 with the message', AppErrors.badRequest('user token doesnt contain any chat departments'), false],
    ['a 500 with the message', AppErrors.serverError(500, { message: NO_CHAT_DEPARTMENT_MESSAGE }), false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isNoChatDepartment(error)).toBe(expected);
  });
});
