import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeParam, useLocale } from '../../lib/locale.ts';

/**
 * A public page's call to action: to sign-up, or to the waitlist when WAITLIST_ENABLED is on (ADR 23).
 * Both links are in the HTML; the server marks `<html data-waitlist="on">` and styles.css hides the other
 * one, so a page prerendered once at build (ADR 4) follows the server's flag with or without script.
 * `waitlistLabel` replaces the label when joining is the action (the header's "Join the waitlist").
 */
export function SignUpLink({
  className,
  children,
  waitlistLabel,
  icon,
}: {
  className: string;
  children: ReactNode;
  waitlistLabel?: boolean;
  icon?: ReactNode;
}) {
  const { t } = useTranslation('landing');
  const params = { locale: localeParam(useLocale()) };
  return (
    <>
      <Link to="/{-$locale}/sign-up" params={params} className={className} data-signup="form">
        {children}
        {icon}
      </Link>
      <Link to="/{-$locale}/waitlist" params={params} className={className} data-signup="waitlist">
        {waitlistLabel ? t('header.joinWaitlist') : children}
        {icon}
      </Link>
    </>
  );
}
