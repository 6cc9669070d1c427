import {
  CurrentUser,
  ErrorResponse,
  ForgotPasswordRequest,
  LoginRequest,
  OkResponse,
  RegisterRequest,
  RegisterResponse,
  ResendOtpRequest,
  ResetPasswordRequest,
  TeamLoginRequest,
  VerifyOtpRequest,
} from '@assist/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, clearSessionCookie } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { authLimits } from '../../platform/rate-limiter.js';
import { SESSION_COOKIE } from '../../platform/session-store.js';
import { deviceOf, keepDevice } from './known-device.js';
import { type SignedIn, loginManager, loginTeamMember } from './login.js';
import { OtpService } from './otp.js';
import { forgotPassword, resetPassword } from './password-reset.js';
import { presentCurrentUser } from './present-user.js';
import { register, resendCode, verifyEmail } from './register.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { mayLinkSignOut } from './sign-out.js';
import { startSession } from './start-session.js';
import { withRetryAfter } from './with-retry-after.js';

const tags = ['auth'];
const LoginResponse = z.object({ message: z.string(), user: CurrentUser });

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const otp = new OtpService(ctx.db, ctx.hasher, ctx.mailer);
  const throttle = new SignInThrottle(ctx.db, ctx.hasher);
  const resetCodes = new OtpService(ctx.db, ctx.hasher, ctx.mailer, 'reset');

  r.post(
    '/api/auth/register',
    {
      schema: { tags, body: RegisterRequest, response: { 200: RegisterResponse, 409: ErrorResponse } },
      config: { access: 'public' },
    },
    async (request) => {
      await ctx.limiter.hit(`register-ip:${request.ip}`, authLimits.registerPerIp);
      return register(ctx, otp, request.body);
    },
  );

  r.post(
    '/api/auth/verify-otp',
    { schema: { tags, body: VerifyOtpRequest, response: { 200: OkResponse } }, config: { access: 'public' } },
    async (request) => {
      await ctx.limiter.hit(`otp-verify-ip:${request.ip}`, authLimits.otpVerifyPerIp);
      return verifyEmail(ctx, otp, request.body);
    },
  );

  r.post(
    '/api/auth/resend-otp',
    { schema: { tags, body: ResendOtpRequest, response: { 200: OkResponse } }, config: { access: 'public' } },
    async (request) => {
      await ctx.limiter.hit(`otp-resend:${request.body.email}`, authLimits.otpResendPerEmail);
      return resendCode(ctx, otp, request.body.email);
    },
  );

  r.post(
    '/api/auth/forgot-password',
    { schema: { tags, body: ForgotPasswordRequest, response: { 200: OkResponse } }, config: { access: 'public' } },
    async (request) => {
      await ctx.limiter.hit(`reset-codes-ip:${request.ip}`, authLimits.resetCodesPerIp);
      await ctx.limiter.hit(`reset-codes:${request.body.email}`, authLimits.otpResendPerEmail);
      return forgotPassword(ctx, resetCodes, request.body.email);
    },
  );

  r.post(
    '/api/auth/reset-password',
    { schema: { tags, body: ResetPasswordRequest, response: { 200: OkResponse } }, config: { access: 'public' } },
    async (request) => {
      await ctx.limiter.hit(`otp-verify-ip:${request.ip}`, authLimits.otpVerifyPerIp);
      return resetPassword(ctx, resetCodes, request.body);
    },
  );

  // request.ip is the forwarded client address only with TRUST_PROXY=true (Fastify's trustProxy).
  r.post(
    '/api/auth/login',
    { schema: { tags, body: LoginRequest, response: { 200: LoginResponse } }, config: { access: 'public' } },
    async (request, reply) => {
      const origin = { address: request.ip, device: deviceOf(request) };
      const signedIn = await withRetryAfter(reply, loginManager(ctx, throttle, request.body, origin));
      return signIn(request.cookies[SESSION_COOKIE], signedIn, reply);
    },
  );

  r.post(
    '/api/auth/team-login',
    { schema: { tags, body: TeamLoginRequest, response: { 200: LoginResponse } }, config: { access: 'public' } },
    async (request, reply) => {
      const origin = { address: request.ip, device: deviceOf(request) };
      const signedIn = await withRetryAfter(reply, loginTeamMember(ctx, throttle, request.body, origin));
      return signIn(request.cookies[SESSION_COOKIE], signedIn, reply);
    },
  );

  r.get(
    '/api/auth/user',
    { schema: { tags, response: { 200: CurrentUser } }, config: { access: 'signedIn' } },
    async (request) => presentCurrentUser(actorOf(request)),
  );

  // The spec's sign-out link; from another site it only goes to the app (sign-out.ts).
  r.get('/api/logout', { schema: { tags, hide: false }, config: { access: 'public' } }, async (request, reply) => {
    if (mayLinkSignOut(request)) await signOut(request.cookies[SESSION_COOKIE], reply);
    return reply.redirect('/');
  });

  // A state-changing POST: platform/origin-check.ts refuses it from another origin.
  r.post(
    '/api/auth/logout',
    { schema: { tags, response: { 200: OkResponse } }, config: { access: 'public' } },
    async (request, reply) => {
      await signOut(request.cookies[SESSION_COOKIE], reply);
      return { message: 'Logged out' };
    },
  );

  /**
   * A sign-in always gets a new session id; the previous one (if any) ends. The browser and the
   * address become known to the account (they pass its cap on failures from elsewhere).
   */
  async function signIn(previous: string | undefined, { token, attempt }: SignedIn, reply: FastifyReply) {
    const device = keepDevice(reply, attempt.device, ctx.cookie);
    await throttle.remember({ ...attempt, device });
    return startSession(ctx, reply, previous, token, 'Login successful');
  }

  async function signOut(token: string | undefined, reply: FastifyReply) {
    if (token) await ctx.sessions.destroy(token);
    clearSessionCookie(reply);
  }
}
