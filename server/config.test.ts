import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives every variable its embedded default when the environment is empty', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      allowRemoteOutbox: false,
      publicUrl: 'http://localhost:3000',
      databaseNamedStatements: true,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      trialDays: 7,
      friendLimit: 5,
      mailFrom: 'PetChat <no-reply@petchat.local>',
      contactEmail: 'support@petchat.app',
      moderatorEmails: [],
      iceTransportPolicy: 'all',
      redisPrefix: 'petchat:',
      turnTtlSeconds: 86_400,
      callTimeLimitMinutes: 5,
      matchWaitSeconds: 25,
      requestTimeoutSeconds: 60,
      connectionTimeoutSeconds: 40,
      searchCooldownMs: 1000,
      matchLeaveGraceMs: 4000,
      matchGoneGraceMs: 1000,
      peerCredentialTtlHours: 24,
      sessionCacheTtlMs: 30_000,
      realtimeTicketTtlSeconds: 30,
      realtimeHeartbeatSeconds: 25,
      logLevel: 'info',
      s3Region: 'us-east-1',
      videoDailyLimit: 10,
      videoMaxBytes: 209_715_200,
      videoUrlTtlSeconds: 3600,
      authRateLimitPerMinute: 30,
      loginMaxFailures: 10,
      loginAccountMaxFailures: 50,
      loginLockMinutes: 15,
      trustProxy: false,
      metricsToken: '',
      ablyEndpoint: '',
      paymentGateway: 'test',
      subscriptionJobIntervalMs: 60_000,
      vapidSubject: '',
    });
    expect(config.pushServiceHosts).toContain('fcm.googleapis.com');
  });

  it('reads set values, and treats an empty number, flag or choice as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      SEARCH_COOLDOWN_MS: '0',
      ALLOW_REMOTE_OUTBOX: 'true',
      DATABASE_NAMED_STATEMENTS: '0',
      ICE_TRANSPORT_POLICY: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.1',
      MODERATOR_EMAILS: ' Mod@Example.com, ,b@example.com',
      SESSION_CACHE_TTL_MS: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      searchCooldownMs: 0,
      allowRemoteOutbox: true,
      databaseNamedStatements: false,
      iceTransportPolicy: 'all',
      logLevel: 'warn',
      trustProxy: '10.0.0.1',
      moderatorEmails: ['mod@example.com', 'b@example.com'],
      sessionCacheTtlMs: 30_000,
    });
  });

  it.each([
    ['PORT', '30OO', /PORT must be a whole number from 0 to 65535 \(got '30OO'\)/],
    ['PORT', '70000', /PORT must be a whole number from 0 to 65535/],
    ['TRIAL_DAYS', '-1', /TRIAL_DAYS must be a whole number, at least 0/],
    ['ACCESS_TOKEN_TTL_SECONDS', '0', /ACCESS_TOKEN_TTL_SECONDS must be a whole number, at least 1/],
    ['VIDEO_MAX_BYTES', '200MB', /VIDEO_MAX_BYTES must be a whole number/],
    ['ALLOW_REMOTE_OUTBOX', 'yes', /ALLOW_REMOTE_OUTBOX must be 1, true, 0 or false/],
    ['ICE_TRANSPORT_POLICY', 'direct', /ICE_TRANSPORT_POLICY must be one of all, relay/],
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL must be one of info, fatal, error, warn, debug, trace, silent/],
    ['PUBLIC_URL', 'example.com', /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
    ['VAPID_SUBJECT', 'admin@example.com', /VAPID_SUBJECT must start with 'mailto:' or 'https:'/],
  ])('stops at %s=%s with the variable and its rule', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('names every broken variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', TRIAL_DAYS: 'y' })).toThrow(/PORT must[^\n]*\n\s+TRIAL_DAYS must/);
  });

  it('keeps the rules across variables, after the overrides', () => {
    expect(() => loadConfig({ MATCH_WAIT_SECONDS: '50' })).toThrow(
      /CONNECTION_TIMEOUT_SECONDS and REQUEST_TIMEOUT_SECONDS must be at least MATCH_WAIT_SECONDS \+ 5 \(55\)/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'k' })).toThrow(/must be set together/);
    expect(loadConfig({ PORT: '1' }, { port: 0 }).port).toBe(0);
  });
});
