/**
 * The three languages the contract server answers in. Every human text it returns (validation messages,
 * listing titles and labels, option labels) is kept in Russian and English side by side (`tx(ru, en)`) and picked
 * per request from the Accept-Language header: `ru` is the default, `en` and `ar` are supported. Arabic is kept
 * apart, in `i18n-ar.ts`, keyed by the English text; an English text missing there is answered in English.
 */
import { LANGUAGES, type LanguageCode } from '@panel/contract/languages';
import { AR } from './i18n-ar';

/** The panel's languages (contract/src/languages.ts): the texts answered, and a user's locale. */
export const LANGS = LANGUAGES;
export type Lang = LanguageCode;
export interface Text {
  ru: string;
  en: string;
  /** Its own Arabic, where the shared dictionary (keyed by the English) would say another word. */
  ar?: string;
}

export const tx = (ru: string, en: string): Text => ({ ru, en });

/** The text in a language; Arabic is looked up by the English text (the English text when it has no Arabic). */
export const t = (lang: Lang, text: Text | string): string =>
  typeof text === 'string' ? text : lang === 'ar' ? (text.ar ?? AR[text.en] ?? text.en) : text[lang];

/** Validation and error messages, Laravel-like wording. `{field}`-style placeholders are filled by `msg`. */
export const messages = {
  invalidInput: tx('Переданные данные некорректны.', 'The given data was invalid.'),
  unauthenticated: tx('Требуется авторизация.', 'Unauthenticated.'),
  forbidden: tx('Недостаточно прав для этого действия.', 'This action is unauthorized.'),
  notFound: tx('Не найдено.', 'Not found.'),
  routeNotFound: tx('Адрес не найден.', 'The route could not be found.'),
  methodNotAllowed: tx(
    'Метод не поддерживается для этого адреса.',
    'The method is not supported for this route.',
  ),
  malformedJson: tx('Тело запроса не является корректным JSON.', 'The request body is not valid JSON.'),
  bodyNotObject: tx('Тело запроса должно быть JSON-объектом.', 'The request body must be a JSON object.'),
  badPath: tx(
    'Адрес запроса некорректен: обратная косая черта или неверная %-кодировка.',
    'The request path is malformed: a backslash or an invalid percent-encoding.',
  ),
  badRequest: tx('Некорректный запрос.', 'The request is malformed.'),
  payloadTooLarge: tx('Тело запроса слишком велико.', 'The request body is too large.'),
  recordChanged: tx(
    'Запись изменили после того, как вы её открыли: сравните свои изменения с сохранёнными.',
    'The record was changed after you opened it: compare your changes with the saved ones.',
  ),
  versionInvalid: tx(
    'Версия записи должна быть целым числом от 1.',
    'The record version must be a whole number from 1.',
  ),
  serverError: tx('Ошибка сервера. Повторите попытку позже.', 'Server error. Please try again later.'),
  required: tx('Поле обязательно для заполнения.', 'The field is required.'),
  email: tx('Введите корректный адрес электронной почты.', 'The email must be a valid email address.'),
  emailTaken: tx('Этот адрес электронной почты уже занят.', 'The email has already been taken.'),
  passwordMin: tx(
    'Пароль должен содержать не менее 8 символов.',
    'The password must be at least 8 characters.',
  ),
  passwordConfirmation: tx('Пароли не совпадают.', 'The password confirmation does not match.'),
  badCredentials: tx(
    'Неверный адрес электронной почты или пароль.',
    'These credentials do not match our records.',
  ),
  blocked: tx('Учётная запись заблокирована.', 'This account is blocked.'),
  unknownReferral: tx(
    'Реферальный код не найден или неактивен.',
    'The referral code is unknown or inactive.',
  ),
  maxLength: tx(
    'Значение не должно быть длиннее {max} символов.',
    'The value may not be longer than {max} characters.',
  ),
  plainText: tx(
    'Текст не должен содержать управляющие символы и символы смены направления письма (U+202A–U+202E, U+2066–U+2069).',
    'The text may not contain control characters or direction overrides (U+202A–U+202E, U+2066–U+2069).',
  ),
  plainMultilineText: tx(
    'Текст не должен содержать управляющие символы, кроме переводов строки и табуляции, и символы смены направления письма (U+202A–U+202E, U+2066–U+2069).',
    'The text may not contain control characters other than line breaks and tabs, or direction overrides (U+202A–U+202E, U+2066–U+2069).',
  ),
  invitationNotPending: tx(
    'Приглашение недействительно: {status}.',
    'The invitation is no longer valid: {status}.',
  ),
  telegramUnknown: tx(
    'Этот Telegram не привязан ни к одной учётной записи. Зарегистрируйтесь.',
    'This Telegram account is not linked to any user. Please register.',
  ),
  telegramTaken: tx(
    'Этот Telegram уже привязан к учётной записи.',
    'This Telegram account is already linked.',
  ),
  telegramInvalid: tx('Данные Telegram некорректны.', 'The Telegram data is invalid.'),
  telegramOff: tx(
    'Вход через Telegram на этом сервере не настроен.',
    'Signing in with Telegram is not set up on this server.',
  ),
  telegramSignature: tx(
    'Подпись данных Telegram не подтверждена: войдите через Telegram ещё раз.',
    'The Telegram data is not signed by Telegram: sign in with Telegram again.',
  ),
  telegramStale: tx(
    'Вход через Telegram устарел (данным больше суток): войдите через Telegram ещё раз.',
    'The Telegram sign-in is more than a day old: sign in with Telegram again.',
  ),
  telegramMismatch: tx(
    'Данные Telegram относятся к другому пользователю Telegram.',
    'The Telegram data belongs to another Telegram user.',
  ),
  currentPasswordWrong: tx('Текущий пароль указан неверно.', 'The current password is incorrect.'),
  passwordChanged: tx(
    'Пароль изменён. Другие сеансы этой учётной записи завершены.',
    'The password has been changed. The other sessions of this account have ended.',
  ),
  tooManyLogins: tx(
    'Слишком много неудачных попыток входа. Повторите через {minutes} мин.',
    'Too many failed sign-in attempts. Try again in {minutes} min.',
  ),
  roleAboveYours: tx(
    'Можно назначить только роль, все права которой есть у вас самих.',
    'You can only give a role whose permissions you all have yourself.',
  ),
  permissionAboveYours: tx(
    'Добавить в роль можно только права, которые есть у вас самих: {names}.',
    'You can only add to a role permissions you have yourself: {names}.',
  ),
  tooManyReports: tx(
    'Слишком много отчётов об ошибках с этого адреса. Повторите через минуту.',
    'Too many error reports from this address. Try again in a minute.',
  ),
  actingAs: tx('{admin} (администратор) от имени {user}', '{admin} (administrator) as {user}'),
  fileRequired: tx('Выберите файл.', 'The file is required.'),
  fileTooLarge: tx('Файл не должен превышать 5 МБ.', 'The file may not be greater than 5 MB.'),
  // Judged by the bytes (the contract's imageTypeOf); the types named are its IMAGE_TYPES.
  fileNotImage: tx(
    'Файл должен быть изображением PNG, JPEG, WebP или SVG.',
    'The file must be a PNG, JPEG, WebP or SVG image.',
  ),
  notMultipart: tx('Ожидается multipart/form-data.', 'multipart/form-data is expected.'),
  unknownPath: tx('Файл не найден.', 'The file was not found.'),
  page: tx(
    'Номер страницы должен быть целым числом не меньше 1.',
    'The page must be an integer of at least 1.',
  ),
  perPage: tx('Размер страницы должен быть одним из: {options}.', 'The page size must be one of: {options}.'),
  sort: tx('Сортировка по этому полю невозможна.', 'The listing cannot be sorted by this field.'),
  sortDir: tx('Направление сортировки: asc или desc.', 'The sort direction must be asc or desc.'),
  unknownFilter: tx('Неизвестный фильтр.', 'Unknown filter.'),
  filterString: tx('Значение должно быть строкой.', 'The value must be a string.'),
  filterOption: tx('Выбрано недопустимое значение.', 'The selected value is invalid.'),
  filterArray: tx('Значение должно быть списком.', 'The value must be a list.'),
  filterBoolean: tx('Значение должно быть true или false.', 'The value must be true or false.'),
  filterDate: tx('Дата должна быть в формате ГГГГ-ММ-ДД.', 'The date must be in the YYYY-MM-DD format.'),
  filterDateOrder: tx(
    'Начальная дата не может быть позже конечной.',
    'The start date must not be after the end date.',
  ),
  filterNumber: tx('Значение должно быть числом.', 'The value must be a number.'),
  filterRangeOrder: tx(
    'Минимум не может быть больше максимума.',
    'The minimum must not be greater than the maximum.',
  ),
  filterRangeShape: tx('Ожидается объект {from, to}.', 'An object {from, to} is expected.'),
  filterNumberShape: tx('Ожидается объект {min, max}.', 'An object {min, max} is expected.'),
  search: tx(
    'Строка поиска должна быть строкой не длиннее 200 символов.',
    'The search must be a string of at most 200 characters.',
  ),
  filtersShape: tx('Фильтры должны быть объектом.', 'The filters must be an object.'),
  idsRequired: tx('Выберите хотя бы одну запись.', 'Select at least one row.'),
  idsUnknown: tx('Записи не найдены: {ids}.', 'Rows not found: {ids}.'),
  cannotChangeOwnStatus: tx('Нельзя изменить собственный статус.', 'You cannot change your own status.'),
  cannotChangeOwnerStatus: tx(
    'Нельзя изменить статус владельца компании.',
    'The company owner status cannot be changed.',
  ),
  systemRole: tx('Системную роль удалить нельзя.', 'A system role cannot be deleted.'),
  roleInUse: tx(
    'Эту роль имеют пользователи ({count}): {names}. Сначала назначьте им другую роль.',
    '{count} users hold this role: {names}. Give them another role first.',
  ),
  roleInUseOne: tx(
    'Эту роль имеет пользователь: {names}. Сначала назначьте ему другую роль.',
    '1 user holds this role: {names}. Give them another role first.',
  ),
  done: tx('Готово.', 'Done.'),
  viewSaved: tx('Вид сохранён.', 'The view was saved.'),
  viewDeleted: tx('Вид удалён.', 'The view was deleted.'),
  viewDefaultSet: tx('Вид по умолчанию изменён.', 'The default view was changed.'),
  viewNameTaken: tx('У вас уже есть вид с таким названием.', 'You already have a view with this name.'),
  viewsLimit: tx(
    'Можно сохранить не больше {max} видов одного списка.',
    'You can keep at most {max} views of one list.',
  ),
  viewNoCircle: tx(
    'Поделиться видом не с кем: вы не состоите в компании.',
    'There is nobody to share the view with: you belong to no company.',
  ),
  viewUnknown: tx('Такого вида нет.', 'There is no such view.'),
  actionNotAllowedInStatus: tx(
    'Действие недоступно в статусе «{status}».',
    'The action is not available in the "{status}" status.',
  ),
  url: tx('Введите корректный адрес (http или https).', 'The value must be a valid http(s) URL.'),
  // What a draft lacks to be published (PUBLISH_REQUIREMENTS of the contract), one text per requirement.
  publishName: tx('Дайте приложению название.', 'Give the application a name.'),
  publishDeveloper: tx('Укажите разработчика.', 'Name the developer.'),
  publishDescription: tx(
    'Напишите описание для страницы магазина.',
    'Write a description for the store page.',
  ),
  publishIcon: tx('Загрузите иконку.', 'Upload an icon.'),
  publishOffer: tx('Укажите адрес оффера (http или https).', 'Give the offer address (http or https).'),
  publishDomain: tx('Подключите домен.', 'Connect a domain.'),
  publishDomainActive: tx(
    'Домен {name} ещё не проверен: проверьте его на странице домена.',
    "The domain {name} is not verified yet: check it on the domain's page.",
  ),
  published: tx('Приложение «{name}» опубликовано.', 'Application «{name}» published.'),
  bulkNotAllowed: tx(
    'Действие недоступно для записей: {ids}.',
    'The action is not available for rows: {ids}.',
  ),
  booleanRequired: tx('Значение должно быть true или false.', 'The value must be true or false.'),
  ratingRange: tx('Оценка должна быть от 1 до 5.', 'The rating must be between 1 and 5.'),
  ratingDecimals: tx(
    'У оценки не больше одного знака после запятой (например, 4,7).',
    'The rating has at most one digit after the decimal point (e.g. 4.7).',
  ),
  commentRating: tx(
    'Оценка должна быть целым числом от 1 до 5.',
    'The rating must be a whole number from 1 to 5.',
  ),
  likesRange: tx(
    'Лайки — целое число от 0 до 1 000 000.',
    'The likes must be a whole number from 0 to 1,000,000.',
  ),
  imageUrl: tx(
    'Адрес изображения должен начинаться с http(s):// или /api/.',
    'The image address must start with http(s):// or /api/.',
  ),
  tooManyScreenshots: tx('Не больше {max} скриншотов.', 'At most {max} screenshots.'),
  systemComment: tx(
    'Системный комментарий пришёл из набора платформы: изменить или удалить его нельзя, отключите набор.',
    'A system comment comes from a platform set: it cannot be changed or deleted; detach the set instead.',
  ),
  positions: tx(
    'Список должен содержать каждый комментарий приложения ровно один раз.',
    'The list must hold every comment of the application exactly once.',
  ),
  noOwnComments: tx(
    'У приложения нет собственных комментариев для шаблона.',
    'The application has no comments of its own to save as a template.',
  ),
  setAttached: tx('Этот набор уже подключён.', 'This set is attached already.'),
  setNotAttached: tx('Этот набор не подключён.', 'This set is not attached.'),
  // ---- the company area (routes/company.ts, team.ts, invitations.ts, pixels.ts, domains.ts) ----
  lengthBetween: tx(
    'Значение должно содержать от {min} до {max} символов.',
    'The value must be {min} to {max} characters long.',
  ),
  // The name of a copy (an application's clone, a push copied as a draft), in the language of who made it.
  copyName: tx('{name} (копия)', '{name} (copy)'),
  amountFormat: tx(
    'Сумма — положительное число, не больше двух знаков после точки (например, 125.50).',
    'The amount must be a positive number with at most two decimals (e.g. 125.50).',
  ),
  amountMin: tx(
    'Сумма должна быть не меньше {min} {currency}.',
    'The amount must be at least {min} {currency}.',
  ),
  amountMax: tx(
    'Сумма должна быть не больше {max} {currency}.',
    'The amount may not be greater than {max} {currency}.',
  ),
  idempotencyKeyFormat: tx(
    'Ключ идемпотентности — от 8 до 100 символов: латинские буквы, цифры, «-» и «_».',
    'The idempotency key must be 8 to 100 characters: letters, digits, "-" and "_".',
  ),
  idempotencyKeyReused: tx(
    'Этот ключ уже использован для пополнения на другую сумму.',
    'This idempotency key was already used for a deposit of another amount.',
  ),
  deposited: tx(
    'Баланс пополнен на {amount} {currency}.',
    'The balance was credited with {amount} {currency}.',
  ),
  alreadyInTeam: tx(
    'Пользователь с этим адресом уже есть в команде.',
    'A user with this email is already in the team.',
  ),
  alreadyInvited: tx(
    'Этот адрес уже приглашён, приглашение ещё действует.',
    'This email has already been invited; the invitation is still pending.',
  ),
  invitationNotResendable: tx(
    'Приглашение нельзя отправить повторно: {status}.',
    'The invitation cannot be sent again: {status}.',
  ),
  invitationNotRevocable: tx(
    'Приглашение нельзя отозвать: {status}.',
    'The invitation cannot be revoked: {status}.',
  ),
  teamLimit: tx(
    'Тариф «{tariff}» допускает не больше {limit} участников команды (заблокированные не считаются).',
    'The {tariff} tariff allows at most {limit} team members (blocked ones do not count).',
  ),
  domainLimit: tx(
    'Тариф «{tariff}» допускает не больше {limit} собственных доменов.',
    'The {tariff} tariff allows at most {limit} custom domains.',
  ),
  cannotChangeOwnRole: tx(
    'Нельзя изменить собственную роль: попросите об этом другого администратора команды.',
    'You cannot change your own role: ask another team manager to do it.',
  ),
  cannotChangeOwnerRole: tx(
    'Роль владельца компании изменить нельзя: у владельца всегда все права.',
    "The company owner's role cannot be changed: the owner always has every permission.",
  ),
  pixelIdFacebook: tx('ID пикселя Facebook — 15 или 16 цифр.', 'A Facebook pixel ID is 15 or 16 digits.'),
  pixelIdOther: tx(
    'ID пикселя {type} — от 4 до 64 символов: латинские буквы, цифры, «-» и «_».',
    'A {type} pixel ID is 4 to 64 characters: letters, digits, "-" and "_".',
  ),
  accessTokenLength: tx(
    'Токен доступа должен содержать от 20 до 512 символов.',
    'The access token must be 20 to 512 characters long.',
  ),
  eventsRequired: tx('Выберите хотя бы одно событие.', 'Select at least one event.'),
  domainScheme: tx(
    'Укажите домен без http:// или https://.',
    'Enter the domain without http:// or https://.',
  ),
  domainExtra: tx(
    'Укажите только имя домена: без пути, порта и пробелов.',
    'Enter the domain name only: no path, port or spaces.',
  ),
  domainChars: tx(
    'Допустимы только строчные латинские буквы, цифры, дефисы и точки.',
    'Use only lowercase letters, digits, hyphens and dots.',
  ),
  domainLabel: tx(
    'Каждая часть между точками — от 1 до 63 символов и не начинается и не заканчивается дефисом.',
    'Each part between dots must be 1 to 63 characters and may not start or end with a hyphen.',
  ),
  domainLabels: tx(
    'Укажите полное имя домена, например example.com.',
    'Enter a full domain name, such as example.com.',
  ),
  domainZone: tx(
    'Домен должен оканчиваться зоной из 2–63 латинских букв, например .com.',
    'The domain must end with a zone of 2 to 63 letters, such as .com.',
  ),
  domainLength: tx(
    'Имя домена не должно быть длиннее 253 символов.',
    'The domain may not be longer than 253 characters.',
  ),
  domainTaken: tx('Этот домен уже добавлен.', 'This domain has already been added.'),
  // ---- the administrators' companies, users and domains (routes/manage-companies.ts, manage.ts) ----
  cannotSignInAsSelf: tx('Вы уже вошли под этой учётной записью.', 'You are already signed in as this user.'),
  cannotSignInAsAdmin: tx(
    'Нельзя войти под другим администратором.',
    'You cannot sign in as another administrator.',
  ),
  companyUserRole: tx('Пользователю компании нужна роль.', 'A user of a company needs a role.'),
  cannotRemoveOwnAdmin: tx(
    'Нельзя снять права администратора с самого себя.',
    'You cannot take away your own administrator rights.',
  ),
  manualAmountMax: tx(
    'Сумма ручного пополнения — не больше {max}.',
    'A manual deposit may not be greater than {max}.',
  ),
  manualKeyReused: tx(
    'Этот ключ уже использован для пополнения на {amount} {currency}: повтор должен быть на ту же сумму.',
    'This idempotency key was already used for a deposit of {amount} {currency}: a repeat must have the same amount.',
  ),
  manualDeposited: tx(
    'Баланс компании «{company}» пополнен на {amount} {currency}.',
    'The balance of {company} was credited with {amount} {currency}.',
  ),
  platformDomainDelete: tx(
    'Платформенный домен принадлежит платформе: его нельзя удалить.',
    'A platform domain belongs to the platform: it cannot be removed.',
  ),
  domainBound: tx(
    'Домен {name} теперь обслуживает «{application}».',
    'The domain {name} now serves «{application}».',
  ),
  domainDetached: tx(
    'Домен {name} отвязан от приложения.',
    'The domain {name} is detached from its application.',
  ),
  domainRemoved: tx('Домен {name} удалён.', 'The domain {name} is removed.'),
  platformDomainCheck: tx(
    'Платформенные домены проверяет сама платформа.',
    'Platform domains are checked by the platform itself.',
  ),
  dnsVerified: tx(
    'Домен подтверждён, SSL-сертификат выпущен.',
    'The domain is verified and its SSL certificate issued.',
  ),
  dnsPending: tx(
    'DNS-записи пока не видны. Повторите проверку позже.',
    'The DNS records are not visible yet. Check again later.',
  ),
  dnsFailed: tx('TXT-запись {record} не найдена.', 'The TXT record {record} was not found.'),
  dnsNotChecked: tx('Домен ещё не проверялся.', 'The domain has not been checked yet.'),
  groupByNotAllowed: tx('Этот список нельзя группировать.', 'This listing cannot be grouped.'),
  groupByOption: tx('Группировать можно по: {options}.', 'The listing can be grouped by: {options}.'),
  // ---- messaging (routes/messaging-common.ts, push.ts, funnels.ts, bots.ts) ----
  stepsCount: tx('Добавьте от 1 до {max} шагов.', 'Add 1 to {max} steps.'),
  stepDelay: tx(
    'Задержка — целое число минут от 0 до {max} (30 дней).',
    'The delay must be a whole number of minutes from 0 to {max} (30 days).',
  ),
  triggerValue: tx(
    'Число дней — целое число от 1 до {max}.',
    'The number of days must be a whole number from 1 to {max}.',
  ),
  applicationsRequired: tx('Выберите хотя бы одно приложение.', 'Select at least one application.'),
  dateTime: tx('Укажите дату и время в формате ISO 8601.', 'The value must be an ISO 8601 date and time.'),
  sendAtPast: tx('Время отправки должно быть в будущем.', 'The send time must be in the future.'),
  scheduleDays: tx('Выберите хотя бы один день недели.', 'Select at least one day of the week.'),
  scheduleDay: tx(
    'Дни недели — числа от 0 (воскресенье) до 6 (суббота).',
    'The days are numbers from 0 (Sunday) to 6 (Saturday).',
  ),
  scheduleTime: tx('Время — в формате ЧЧ:ММ, от 00:00 до 23:59.', 'The time must be HH:mm, 00:00 to 23:59.'),
  pushLocked: tx(
    'Отправленное уведомление изменить нельзя: скопируйте его.',
    'A sent notification cannot be changed: copy it instead.',
  ),
  pushCopied: tx('Копия сохранена как черновик.', 'The copy was saved as a draft.'),
  pushStored: tx('Уведомление сохранено.', 'The notification was saved.'),
  funnelStored: tx('Воронка сохранена.', 'The funnel was saved.'),
  funnelOn: tx('Воронка включена.', 'The funnel is on.'),
  funnelOff: tx('Воронка выключена.', 'The funnel is off.'),
  deleted: tx('Удалено.', 'Deleted.'),
  botUsername: tx(
    'Имя бота — от 5 до 32 символов: латинские буквы, цифры и «_», начинается с буквы и оканчивается на «bot».',
    'The bot username must be 5 to 32 characters: letters, digits and "_", starting with a letter and ending in "bot".',
  ),
  botUsernameTaken: tx('Этот бот уже подключён.', 'This bot username has already been taken.'),
  botToken: tx(
    'Токен выдаёт @BotFather в виде «123456789:AA…»: 6–12 цифр, двоеточие и 30–50 латинских букв, цифр, «-» или «_».',
    'The token is the one @BotFather gives, like "123456789:AA…": 6 to 12 digits, a colon and 30 to 50 letters, digits, "-" or "_".',
  ),
  botConnected: tx('Бот @{username} подключён.', 'The bot @{username} is connected.'),
  botOn: tx('Бот включён.', 'The bot is on.'),
  botOff: tx('Бот выключен.', 'The bot is off.'),
  botRequired: tx(
    'Сначала подключите Telegram-бота: без активного бота уведомления в Telegram не отправляются.',
    'Connect a Telegram bot first: Telegram notifications are sent through the active bot.',
  ),
  notificationOn: tx('Уведомление включено.', 'The notification is on.'),
  notificationOff: tx('Уведомление выключено.', 'The notification is off.'),
  // ---- the administrators' messaging templates (routes/templates.ts) ----
  templateStored: tx('Шаблон сохранён.', 'The template was saved.'),
  placeholderUnknown: tx(
    'Неизвестная подстановка {placeholder}. Доступны: {available}.',
    'Unknown placeholder {placeholder}. Available: {available}.',
  ),
  placeholderUnclosed: tx(
    'Фигурная скобка «{» не закрыта: подстановка пишется как {company}.',
    'A "{" is not closed: a placeholder is written like {company}.',
  ),
  recipientTelegram: tx(
    'Укажите ID чата (от 5 до 15 цифр, может начинаться с «-») или @имя пользователя.',
    'Enter a chat ID (5 to 15 digits, may start with "-") or an @username.',
  ),
  recipientUndeliverable: tx(
    'Тестовое сообщение не доставлено: {recipient} не принимает сообщения.',
    'The test message could not be delivered: {recipient} does not accept messages.',
  ),
  testMessageSent: tx('Тестовое сообщение отправлено: {recipient}', 'Test message sent to {recipient}'),
  // ---- the administrators' catalog: routes/roles.ts, tariffs.ts, tariff-tiers.ts, referral-links.ts ----
  roleNameTaken: tx('Роль с таким названием уже есть.', 'A role with this name already exists.'),
  permissionsRequired: tx('Выберите хотя бы одно право.', 'Select at least one permission.'),
  permissionsUnknown: tx('Неизвестные права: {names}.', 'Unknown permissions: {names}.'),
  systemRolePermissions: tx(
    'Права системной роли изменить нельзя.',
    "A system role's permissions cannot be changed.",
  ),
  decimalFormat: tx(
    'Значение — неотрицательное число, не больше {decimals} знаков после точки (например, {example}).',
    'The value must be a non-negative number with at most {decimals} decimals (e.g. {example}).',
  ),
  wholeNumberMin: tx(
    'Значение — целое число не меньше {min}.',
    'The value must be a whole number of at least {min}.',
  ),
  integer: tx('Значение должно быть целым числом.', 'The value must be an integer.'),
  tariffInUse: tx(
    'Этот тариф у компаний ({count}): сначала переведите их на другой тариф.',
    '{count} companies are on this tariff: move them to another tariff first.',
  ),
  tariffInUseOne: tx(
    'Этот тариф у одной компании: сначала переведите её на другой тариф.',
    '1 company is on this tariff: move it to another tariff first.',
  ),
  tierInUse: tx(
    'Этот уровень у компаний ({count}): сначала переведите их на другой уровень.',
    '{count} companies are on this tier: move them to another tier first.',
  ),
  tierInUseOne: tx(
    'Этот уровень у одной компании: сначала переведите её на другой уровень.',
    '1 company is on this tier: move it to another tier first.',
  ),
  tierInstallsTo: tx(
    'Значение «до» должно быть больше значения «от» или пустым (уровень без верхней границы).',
    'The upper bound must be greater than the lower one, or empty for an open-ended tier.',
  ),
  tierOverlap: tx(
    'Диапазон пересекается с уровнем «{tier}» ({range}).',
    'The range overlaps the tier "{tier}" ({range}).',
  ),
  tierFirstFrom: tx(
    'Значение должно быть 0: первый уровень начинается с нуля.',
    'The value must be 0: the first tier starts at 0.',
  ),
  tierNextFrom: tx(
    'Значение должно быть {number}: предыдущий уровень «{tier}» заканчивается на {to}.',
    'The value must be {number}: the previous tier "{tier}" ends at {to}.',
  ),
  tierGapTo: tx(
    'Значение должно быть {number}: следующий уровень «{tier}» начинается с {from}.',
    'The value must be {number}: the next tier "{tier}" starts at {from}.',
  ),
  tierOpenEnded: tx(
    'Без верхней границы может быть только последний уровень, а уровень «{tier}» ({range}) уже без неё.',
    'Only the last tier may be open-ended, and the tier "{tier}" ({range}) already is.',
  ),
  tierDeleteGap: tx(
    'После удаления установки {range} не попадут ни в один уровень: удалить можно только последний уровень.',
    'Deleting would leave installs {range} without a tier: only the last tier can be deleted.',
  ),
  referralCodeFormat: tx(
    'Код — от 3 до 32 символов: латинские буквы, цифры, «-» и «_».',
    'The code must be 3 to 32 characters: letters, digits, "-" and "_".',
  ),
  referralCodeTaken: tx('Этот код уже занят.', 'This code has already been taken.'),
  bonusPercent: tx(
    'Бонус — число от 0 до 100, не больше двух знаков после точки.',
    'The bonus must be a number from 0 to 100 with at most two decimals.',
  ),
} satisfies Record<string, Text>;

export type MessageKey = keyof typeof messages;

/** Whether a text is a key of the dictionary (a validation rule names its message by key: body.ts). */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages, key);

/**
 * An amount in the reader's number format with its currency ("10,00 $" in Russian, "$10.00" in English), as the
 * panel shows money; the wire's "10.00 USD" when Intl knows no such currency.
 */
export function formatAmount(lang: Lang, amount: string | number, currency: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * A message with its placeholders filled. An amount written beside its currency (`{min} {currency}`) is quoted in
 * the reader's money format, so a Russian reader is told "не меньше 10,00 $", never "10.00 USD".
 */
export function msg(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const currency = vars.currency;
  return t(lang, messages[key])
    .replace(/\{(\w+)\} \{currency\}/g, (whole, name: string) =>
      currency !== undefined && name in vars ? formatAmount(lang, vars[name]!, String(currency)) : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
