/**
 * The seller (presenter) contact card with its open and closed states: who the seller is is always
 * shown; a disclosure button opens the ways to reach them.
 */
import { useId, useState } from 'react';

import type { Presenter } from '../../api/schemas/lead.ts';
import { bookMeeting, contactDetailsLabel, linkedinProfile } from '../../i18n/seller-card-messages.ts';
import { ExternalLink } from '../shared/ExternalLink.tsx';
import { FallbackImg } from '../shared/FallbackImg.tsx';
import { Icon } from '../shared/Icon.tsx';
import { mailtoHref, safeImageSrc, safeLinkHref } from '../shared/safe-url.ts';

/** Props of {@link SellerCard}. */
export interface SellerCardProps {
  presenter: Presenter;
  /** Start open. Default false (closed). */
  defaultOpen?: boolean;
}

/** A `tel:` href keeping only what a dialler uses (digits, leading +); null without digits. */
function telHref(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  const digits = trimmed.replace(/[^\d]/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** Profile and calendar links leave the board: absolute http(s) only. */
function externalHref(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url.trim()) ? safeLinkHref(url.trim()) : null;
}

function initialsOf(presenter: Presenter): string {
  return `${presenter.first_name.trim().charAt(0)}${presenter.last_name.trim().charAt(0)}`.toUpperCase();
}

/** Avatar, name, title and company; the disclosure reveals email, phone, LinkedIn and calendar. */
export function SellerCard({ presenter, defaultOpen = false }: SellerCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const detailsId = useId();
  const name = `${presenter.first_name} ${presenter.last_name}`.trim();
  const avatar = safeImageSrc(presenter.avatar_url);
  const email = mailtoHref(presenter.email);
  const phone = telHref(presenter.phone);
  const linkedin = externalHref(presenter.linkedin_url);
  const calendar = externalHref(presenter.calendar_url);
  const title = presenter.title?.trim();
  const company = presenter.company?.trim();
  const initials = (
    <span className="lb-seller__avatar lb-seller__avatar--initials" aria-hidden="true">
      {initialsOf(presenter)}
    </span>
  );

  return (
    <div className={`lb-seller lb-seller--${open ? 'open' : 'closed'}`} part="seller-card">
      <div className="lb-seller__summary">
        {avatar ? (
          <FallbackImg
            className="lb-seller__avatar"
            src={avatar}
            alt={name}
            width={56}
            height={56}
            fallback={initials}
          />
        ) : (
          initials
        )}
        <div className="lb-seller__who">
          <h3 className="lb-seller__name">{name}</h3>
          {title && <p className="lb-seller__title">{title}</p>}
          {company && <p className="lb-seller__company">{company}</p>}
        </div>
        <button
          type="button"
          className="lb-seller__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{contactDetailsLabel()}</span>
          <Icon name="chevron" className="lb-seller__chevron" />
        </button>
      </div>
      <ul id={detailsId} className="lb-seller__details" role="list" hidden={!open}>
        {email && (
          <li>
            <a className="lb-seller__link" href={email}>
              {presenter.email.trim()}
            </a>
          </li>
        )}
        {phone && (
          <li>
            <a className="lb-seller__link" href={phone}>
              {presenter.phone?.trim()}
            </a>
          </li>
        )}
        {linkedin && (
          <li>
            <ExternalLink className="lb-seller__link" href={linkedin}>
              {linkedinProfile()}
            </ExternalLink>
          </li>
        )}
        {calendar && (
          <li>
            <ExternalLink className="lb-seller__link" href={calendar}>
              {bookMeeting()}
            </ExternalLink>
          </li>
        )}
      </ul>
    </div>
  );
}
