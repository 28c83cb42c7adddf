/**
 * Helpers of the messaging screens' browser tests: an English session of a demo account on a fresh seed, and the
 * Chakra checkboxes and switches, whose input is hidden under the drawn control (a person clicks the label).
 */
import type { Locator, Page } from '@playwright/test';
import { type Account, inEnglish, resetServer, signInThroughApi } from '../support/demo';
import { expect } from '../records/records-helpers';

/** The seed back, the English UI, and `account` signed in: call before the page's first navigation. */
export async function signedInAs(page: Page, account: Account): Promise<void> {
  await resetServer(page.request);
  await inEnglish(page);
  await signInThroughApi(page, account);
}

/** The label that holds a checkbox or a switch (Chakra draws its root as a label around the hidden input). */
const labelOf = (input: Locator) => input.locator('xpath=ancestor::label[1]');

/** Turns a checkbox or a switch to `checked` the way a person does, by clicking it, and waits until it shows so. */
export async function setChecked(input: Locator, checked = true): Promise<void> {
  if ((await input.isChecked()) !== checked) await labelOf(input).click();
  if (checked) await expect(input).toBeChecked();
  else await expect(input).not.toBeChecked();
}

/** Clicks a checkbox or a switch once, whatever its state (the caller asserts what follows). */
export async function toggle(input: Locator): Promise<void> {
  await labelOf(input).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field refused with `message`: it is marked invalid and the message is part of its description (under it). */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/**
 * Picks the first application the searched choice offers (`#id name`), as a person does: opens the list, clicks the
 * option. Returns its id.
 */
export async function pickFirstApplication(form: Locator, field: RegExp): Promise<number> {
  await form.getByRole('combobox', { name: field }).click();
  // The list's options, not a native select's elsewhere in the form.
  const option = form.page().getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  const id = Number(/#(\d+)/.exec((await option.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await option.click();
  await expect(form.page().getByRole('listbox')).toBeHidden();
  return id;
}
