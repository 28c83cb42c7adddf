import { BOT_TOKEN, bareBotUsername, isBotUsername } from './bots';

describe("a bot's username and token", () => {
  it('takes the username bare, as people paste it', () => {
    expect(bareBotUsername('  @acme_alerts_bot ')).toBe('acme_alerts_bot');
    expect(bareBotUsername('acme_bot')).toBe('acme_bot');
  });

  it.each([
    ['acme_alerts_bot', true],
    ['AcmeBot', true],
    ['abBOT', true],
    ['acme_alerts', false],
    ['_acme_bot', false],
    ['abot', false],
    ['a'.repeat(29) + 'bot', true],
    ['a'.repeat(30) + 'bot', false],
    ['acme-bot', false],
  ])('username %s: %s', (name, expected) => {
    expect(isBotUsername(name)).toBe(expected);
  });

  it("takes BotFather's tokens only", () => {
    expect(BOT_TOKEN.test('123456789:AAFk3xQ_example-token-of-35-chars')).toBe(true);
    expect(BOT_TOKEN.test('123456789-AAFk3xQ_example-token-of-35-chars')).toBe(false);
    expect(BOT_TOKEN.test('12345:AAFk3xQ_example-token-of-35-chars')).toBe(false);
  });
});
