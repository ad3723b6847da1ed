import { describe, expect, it } from 'vitest';
import { parseEnv, publicOrigin } from '../../../src/server/env';

describe('parseEnv', () => {
  it('starts with defaults on an empty environment', () => {
    const settings = parseEnv({});
    expect(settings.PORT).toBe(4321);
    expect(settings.DATA_DIR).toBe('data');
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(publicOrigin(settings)).toBe('http://localhost:4321');
  });

  it('treats blank optional settings as unset', () => {
    const settings = parseEnv({ SMTP_URL: '', LEADS_EMAIL_TO: '  ', DATABASE_URL: '' });
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings.LEADS_EMAIL_TO).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', LEADS_EMAIL_TO: 'not-an-email' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LEADS_EMAIL_TO/,
    );
  });

  it('takes a Telegram bot only with its chat, each as Telegram writes them', () => {
    const token = '123456789:AAH-example_token_long_enough';
    expect(parseEnv({ LEADS_TELEGRAM_BOT_TOKEN: token, LEADS_TELEGRAM_CHAT_ID: '-1001234567890' })).toMatchObject({
      LEADS_TELEGRAM_CHAT_ID: '-1001234567890',
      TELEGRAM_API_URL: 'https://api.telegram.org',
    });
    expect(
      parseEnv({ LEADS_TELEGRAM_BOT_TOKEN: token, LEADS_TELEGRAM_CHAT_ID: '@agentica_leads' }).LEADS_TELEGRAM_CHAT_ID,
    ).toBe('@agentica_leads');
    expect(() => parseEnv({ LEADS_TELEGRAM_BOT_TOKEN: token })).toThrow(
      /LEADS_TELEGRAM_CHAT_ID: LEADS_TELEGRAM_BOT_TOKEN and LEADS_TELEGRAM_CHAT_ID are set together/,
    );
    expect(() => parseEnv({ LEADS_TELEGRAM_CHAT_ID: '-100123' })).toThrow(/set together/);
    expect(() => parseEnv({ LEADS_TELEGRAM_BOT_TOKEN: 'AAH-no-bot-id', LEADS_TELEGRAM_CHAT_ID: '-100123' })).toThrow(
      /LEADS_TELEGRAM_BOT_TOKEN: a bot token as @BotFather gives it/,
    );
    expect(() => parseEnv({ LEADS_TELEGRAM_BOT_TOKEN: token, LEADS_TELEGRAM_CHAT_ID: 'agentica leads' })).toThrow(
      /LEADS_TELEGRAM_CHAT_ID: a chat id/,
    );
    expect(() => parseEnv({ LEADS_SLACK_WEBHOOK_URL: 'ftp://hooks.example' })).toThrow(/LEADS_SLACK_WEBHOOK_URL/);
  });

  it('takes a HubSpot form only with its account, each as HubSpot writes them', () => {
    const guid = '78c2891f-ebdd-44c0-bd94-15c012bbbfbf';
    expect(parseEnv({ HUBSPOT_PORTAL_ID: '62515', HUBSPOT_FORM_GUID: guid })).toMatchObject({
      HUBSPOT_PORTAL_ID: '62515',
      HUBSPOT_FORM_GUID: guid,
      HUBSPOT_API_URL: 'https://api.hsforms.com',
    });
    expect(parseEnv({ HUBSPOT_PORTAL_ID: ' ', HUBSPOT_FORM_GUID: '' })).toMatchObject({
      HUBSPOT_PORTAL_ID: undefined,
      HUBSPOT_FORM_GUID: undefined,
    });
    expect(() => parseEnv({ HUBSPOT_PORTAL_ID: '62515' })).toThrow(
      /HUBSPOT_FORM_GUID: HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID are set together/,
    );
    expect(() => parseEnv({ HUBSPOT_FORM_GUID: guid })).toThrow(/set together/);
    expect(() => parseEnv({ HUBSPOT_PORTAL_ID: 'hub-62515', HUBSPOT_FORM_GUID: guid })).toThrow(
      /HUBSPOT_PORTAL_ID: the HubSpot account \(portal\) id, digits only/,
    );
    expect(() => parseEnv({ HUBSPOT_PORTAL_ID: '62515', HUBSPOT_FORM_GUID: 'contact-form' })).toThrow(
      /HUBSPOT_FORM_GUID: the form's id as HubSpot shows it/,
    );
    expect(() => parseEnv({ HUBSPOT_API_URL: 'ftp://api.hsforms.com' })).toThrow(/HUBSPOT_API_URL/);
  });

  it('takes a Bitrix24 inbound webhook address, without a method, and refuses anything else by name', () => {
    const url = 'https://example.bitrix24.ru/rest/1/abc123def456/';
    expect(parseEnv({ BITRIX24_WEBHOOK_URL: url }).BITRIX24_WEBHOOK_URL).toBe(url);
    expect(parseEnv({ BITRIX24_WEBHOOK_URL: 'https://crm.example.ru/rest/17/AbC123' }).BITRIX24_WEBHOOK_URL).toBe(
      'https://crm.example.ru/rest/17/AbC123',
    );
    expect(parseEnv({ BITRIX24_WEBHOOK_URL: '' }).BITRIX24_WEBHOOK_URL).toBeUndefined();
    for (const bad of [
      'https://example.bitrix24.ru/rest/1/abc123def456/crm.lead.add.json',
      'https://example.bitrix24.ru/',
      'example.bitrix24.ru/rest/1/abc',
      'ftp://example.bitrix24.ru/rest/1/abc/',
    ]) {
      expect(() => parseEnv({ BITRIX24_WEBHOOK_URL: bad })).toThrow(/BITRIX24_WEBHOOK_URL/);
    }
    expect(() =>
      parseEnv({ BITRIX24_WEBHOOK_URL: 'https://example.bitrix24.ru/rest/1/abc123def456/crm.lead.add' }),
    ).toThrow(/without a method name/);
  });

  it('gives every send ten seconds unless OUTBOX_SEND_TIMEOUT_MS says otherwise', () => {
    expect(parseEnv({}).OUTBOX_SEND_TIMEOUT_MS).toBe(10_000);
    expect(parseEnv({ OUTBOX_SEND_TIMEOUT_MS: '2500' }).OUTBOX_SEND_TIMEOUT_MS).toBe(2500);
    for (const bad of ['0', '-1', 'soon'])
      expect(() => parseEnv({ OUTBOX_SEND_TIMEOUT_MS: bad })).toThrow(/OUTBOX_SEND_TIMEOUT_MS/);
  });

  it('requires the API key of a remote cases source', () => {
    expect(() => parseEnv({ CASES_SOURCE_URL: 'https://cases.example' })).toThrow(/CASES_API_KEY/);
  });

  it('keeps leads unless LEADS_RETENTION_DAYS names a whole number of days', () => {
    expect(parseEnv({}).LEADS_RETENTION_DAYS).toBeUndefined();
    expect(parseEnv({ LEADS_RETENTION_DAYS: ' ' }).LEADS_RETENTION_DAYS).toBeUndefined();
    expect(parseEnv({ LEADS_RETENTION_DAYS: '730' }).LEADS_RETENTION_DAYS).toBe(730);
    for (const bad of ['0', '-5', '1.5', 'forever'])
      expect(() => parseEnv({ LEADS_RETENTION_DAYS: bad })).toThrow(/LEADS_RETENTION_DAYS/);
  });

  it('keeps raw page views 30 days, rolls up every 5 minutes and takes 30 beacons a minute unless told otherwise, refusing bad values by name', () => {
    expect(parseEnv({})).toMatchObject({
      ANALYTICS_RETENTION_DAYS: 30,
      ANALYTICS_ROLLUP_SECONDS: 300,
      ANALYTICS_BEACONS_PER_MINUTE: 30,
    });
    expect(parseEnv({ ANALYTICS_RETENTION_DAYS: '90' }).ANALYTICS_RETENTION_DAYS).toBe(90);
    for (const name of ['ANALYTICS_RETENTION_DAYS', 'ANALYTICS_ROLLUP_SECONDS', 'ANALYTICS_BEACONS_PER_MINUTE']) {
      for (const bad of ['0', '-1', '2.5', 'often']) expect(() => parseEnv({ [name]: bad })).toThrow(new RegExp(name));
    }
  });

  it('takes the public origin from SITE_URL', () => {
    expect(publicOrigin(parseEnv({ SITE_URL: 'https://agents.example/some/path' }))).toBe('https://agents.example');
  });

  it('reads the log level and the metrics settings, refusing bad ones by name', () => {
    expect(parseEnv({}).LOG_LEVEL).toBe('info');
    expect(parseEnv({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(parseEnv({}).LOG_REQUESTS).toBe('all');
    expect(parseEnv({ LOG_REQUESTS: 'errors' }).LOG_REQUESTS).toBe('errors');
    expect(() => parseEnv({ LOG_REQUESTS: 'some' })).toThrow(/LOG_REQUESTS/);
    expect(parseEnv({ METRICS_PORT: '', METRICS_TOKEN: '' })).toMatchObject({
      METRICS_PORT: undefined,
      METRICS_TOKEN: undefined,
    });
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => parseEnv({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});
