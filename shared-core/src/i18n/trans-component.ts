// Loaded on first use by `Trans` (i18n.ts): react-i18next's Trans parses its text's tags with html-parse-stringify,
// code that no first page needs.
export { Trans } from 'react-i18next';
