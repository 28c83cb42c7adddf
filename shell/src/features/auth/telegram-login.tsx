import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import type { TelegramAuthData } from '@panel/shared-core';
import { Box, Skeleton, Text } from '@panel/shared-core/ui';

export const TELEGRAM_WIDGET_URL = 'https://telegram.org/js/telegram-widget.js?22';

export interface TelegramLoginProps {
  /** The bot's user name (runtime configuration `telegramBot`). */
  bot: string;
  onAuth: (data: TelegramAuthData) => void;
}

type WidgetState = 'loading' | 'ready' | 'failed';

/**
 * Telegram's login widget. The widget is a script that replaces itself with an iframe and calls a global
 * function named in `data-onauth`; the function gets a unique name per mount so that two mounts (or a
 * remount in development) never call a stale handler.
 */
export function TelegramLogin({ bot, onAuth }: TelegramLoginProps) {
  const { t, i18n } = useTranslation('shell');
  const container = useRef<HTMLDivElement>(null);
  const handler = useRef(onAuth);
  const [state, setState] = useState<WidgetState>('loading');
  const callback = `panelTelegramAuth${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    handler.current = onAuth;
  }, [onAuth]);

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const globals = window as unknown as Record<string, unknown>;
    globals[callback] = (user: TelegramAuthData) => handler.current(user);
    setState('loading');
    const script = document.createElement('script');
    script.src = TELEGRAM_WIDGET_URL;
    script.async = true;
    script.setAttribute('data-telegram-login', bot);
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-radius', '8');
    script.setAttribute('data-userpic', 'false');
    script.setAttribute('data-lang', i18n.resolvedLanguage ?? 'ru');
    script.setAttribute('data-request-access', 'write');
    script.setAttribute('data-onauth', `${callback}(user)`);
    script.onload = () => setState('ready');
    script.onerror = () => setState('failed');
    host.replaceChildren(script);
    return () => {
      delete globals[callback];
      host.replaceChildren();
    };
  }, [bot, callback, i18n.resolvedLanguage]);

  return (
    <Box>
      {state === 'loading' ? (
        <Skeleton
          height="10"
          width="60"
          maxW="full"
          rounded="md"
          role="status"
          aria-label={t('login.telegram.loading')}
        />
      ) : null}
      {state === 'failed' ? (
        <Text textStyle="sm" color="fg.muted" role="status">
          {t('login.telegram.unavailable')}
        </Text>
      ) : null}
      <Box
        ref={container}
        data-testid="telegram-widget"
        display="flex"
        justifyContent="center"
        minH={state === 'ready' ? '10' : undefined}
      />
    </Box>
  );
}

export default TelegramLogin;
