import { useForm } from 'react-hook-form';
import {
  SOCIAL_NETWORKS,
  SOCIAL_NETWORK_LABELS,
  normalizeSocialLinks,
  socialLinksDraft,
  validateExternalUrl,
  type SocialLinksDraft,
  type SocialMedia,
} from 'shared-domain';
import { Button, TextField } from 'shared-ui';
import { useFormMessage } from '../hooks/use-form-message';
import { useRevisionReset } from '../hooks/use-revision-reset';
import type { SaveOutcome } from '../hooks/use-team-editor';
import layout from '../styles/layout.module.css';
import { SaveMessage, saveNotice } from './save-message';
import styles from './social-links-form.module.css';

/**
 * Social links of a team or a player: only http(s) addresses are accepted (a `javascript:` link is
 * refused with a message, the first wrong field gets the focus and nothing is saved); blank fields
 * are left out. `save` stores the normalized links and reports how it went; `current` reads them
 * back afterwards.
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
  const { register, handleSubmit, reset, watch, formState } = useForm<SocialLinksDraft>({ defaultValues: socialLinksDraft(socialMedia) });
  const [message, setMessage] = useFormMessage(watch);
  useRevisionReset(revision, () => reset(socialLinksDraft(socialMedia), { keepDirtyValues: true }));

  const onSubmit = async (draft: SocialLinksDraft) => {
    const outcome = await save((previous) => normalizeSocialLinks(draft, previous));
    if (outcome.status === 'saved' || outcome.status === 'conflict') reset(socialLinksDraft(current(outcome)));
    setMessage(saveNotice(outcome, 'Social links saved.'));
  };

  return (
    <form className={layout.form} onSubmit={handleSubmit(onSubmit)} aria-label={formLabel} noValidate>
      <div className={styles.grid}>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={SOCIAL_NETWORK_LABELS[network]}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="url"
            error={formState.errors[network]?.message}
            {...register(network, { validate: (value) => validateExternalUrl(value) ?? true })}
          />
        ))}
      </div>
      <SaveMessage message={message} />
      <div className={layout.actions}>
        <Button type="submit" loading={formState.isSubmitting} loadingText="Saving...">
          Save Social Links
        </Button>
      </div>
    </form>
  );
}
