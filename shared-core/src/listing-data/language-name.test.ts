import { languageName } from './language-name';

describe('languageName', () => {
  it("names a language in the reader's language, and keeps a code Intl cannot read", () => {
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('en', 'ru')).toBe('Английский');
    expect(languageName('ru', 'ar')).toBe('الروسية');
    expect(languageName('not a tag!', 'en')).toBe('not a tag!');
  });
});
