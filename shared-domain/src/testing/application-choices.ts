import type { ApplicationChoice } from '@panel/contract';
import { json, screen, type FakeRoute } from '@panel/shared-core/testing';

/** The route every application picker asks, in `fakeApi`'s terms. */
export const APPLICATION_CHOICES_ROUTE = 'GET /client/application-choices';

/**
 * A fake of the pickers' search over these applications, as the server answers it: `ids` names those of them,
 * `search` finds the names that contain it (any case) and the typed id.
 *
 * @example fakeApi({ [APPLICATION_CHOICES_ROUTE]: applicationChoicesRoute(APPS) })
 */
export function applicationChoicesRoute(choices: readonly ApplicationChoice[]): FakeRoute {
  return ({ query }) => {
    const ids = query.get('ids')?.split(',').map(Number);
    if (ids) {
      const data = choices.filter((choice) => ids.includes(choice.value));
      return json(200, { data, total: data.length });
    }
    const search = (query.get('search') ?? '').trim().toLowerCase();
    const data = choices.filter(
      (choice) => !search || `#${choice.value}` === search || choice.label.toLowerCase().includes(search),
    );
    return json(200, { data: data.slice(0, 20), total: data.length });
  };
}

/**
 * Chooses an application in the picker labelled `field`, as a user does: opens its list and clicks the option.
 *
 * @example await chooseApplication(user, /^Application/, 'Sky Maps');
 */
export async function chooseApplication(
  user: { click(element: Element): Promise<void> },
  field: string | RegExp,
  name: string,
): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: field }));
  const option = await screen.findByRole('option', { name: new RegExp(`#\\d+ ${name}`) });
  await user.click(option);
}
