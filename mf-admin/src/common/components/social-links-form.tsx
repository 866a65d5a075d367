import { useId, useState, type FormEvent } from 'react';
import {
  SOCIAL_NETWORKS,
  SOCIAL_NETWORK_LABELS,
  normalizeSocialLinks,
  socialLinksDraft,
  validateSocialLinks,
  type SocialMedia,
  type SocialNetwork,
} from 'shared-domain';
import { Button, TextField } from 'shared-ui';
import type { SaveOutcome } from '../hooks/use-team-editor';
import { saveOutcomeMessage } from '../hooks/use-team-editor';
import { SaveMessage, type FormMessage } from './save-message';

/**
 * Social links of a team or a player: only http(s) addresses are accepted (a `javascript:` link is
 * refused with a message and nothing is saved); blank fields are left out.
 * `save` stores the normalized links and reports how it went; `current` reads them back afterwards.
 */
export function SocialLinksForm({
  socialMedia,
  save,
  current,
  formLabel,
  revision,
}: {
  socialMedia: SocialMedia | undefined;
  /** The editor's revision: when stored data replaced the team, the draft starts again from it. */
  revision: number;
  save: (links: (previous: SocialMedia | undefined) => SocialMedia) => Promise<SaveOutcome>;
  current: (outcome: Extract<SaveOutcome, { team: unknown }>) => SocialMedia | undefined;
  formLabel: string;
}) {
  const [draft, setDraft] = useState(() => socialLinksDraft(socialMedia));
  const [errors, setErrors] = useState<Partial<Record<SocialNetwork, string>>>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const [saving, setSaving] = useState(false);
  const [seenRevision, setSeenRevision] = useState(revision);
  const idPrefix = useId();
  if (seenRevision !== revision) {
    setSeenRevision(revision);
    setDraft(socialLinksDraft(socialMedia));
    setErrors({});
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateSocialLinks(draft);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setMessage(null);
      const first = SOCIAL_NETWORKS.find((n) => invalid[n]);
      if (first) document.getElementById(`${idPrefix}-social-${first}`)?.focus();
      return;
    }
    setSaving(true);
    const outcome = await save((previous) => normalizeSocialLinks(draft, previous));
    setSaving(false);
    if (outcome.status === 'saved' || outcome.status === 'conflict') setDraft(socialLinksDraft(current(outcome)));
    setMessage(outcome.status === 'saved' ? { tone: 'success', text: 'Social links saved.' } : { tone: 'error', text: saveOutcomeMessage(outcome) ?? '' });
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} aria-label={formLabel} noValidate>
      <div className="admin-social-grid">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            id={`${idPrefix}-social-${network}`}
            label={SOCIAL_NETWORK_LABELS[network]}
            name={network}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="url"
            value={draft[network]}
            error={errors[network]}
            onChange={(e) => {
              const value = e.target.value;
              setDraft((d) => ({ ...d, [network]: value }));
              setMessage(null);
              if (errors[network]) setErrors((all) => ({ ...all, [network]: undefined }));
            }}
          />
        ))}
      </div>
      <SaveMessage message={message} />
      <div className="admin-actions">
        <Button type="submit" loading={saving} loadingText="Saving...">
          Save Social Links
        </Button>
      </div>
    </form>
  );
}
