import { mediaAtWidth, ROUTES } from '@best-bikes/contract/constants';
import { HUMAN_MESSAGES } from '@best-bikes/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { FullScreenLoading } from '../../../components/ui/spinner';
import { sessionQueryKey, useSession } from '../../../lib/auth/session';
import { useTitle } from '../../../lib/use-title';
import { IMAGE_TYPES, notices, photoSchema, uploadImage } from '../../auth';
import { updateUser } from '../api/update-user';
import { PhoneSection } from '../components/phone-section';
import { runProfileUpdate } from '../update-profile';

// docs/product.md#validation: the photo is required; the name is not validated (beyond a sane length).
const profileSchema = z.object({
  name: z.string().max(100, 'Name must be 100 characters or fewer'),
  photo: photoSchema,
});
type ProfileValues = z.input<typeof profileSchema>;

/**
 * docs/product.md#screens Update Profile, at /updateProfile and /dashboard/updateProfile: name editable, e-mail
 * read-only, a new photo required; 'Loading...' over the screen while saving; then /dashboard.
 */
export function UpdateProfilePage() {
  const { t } = useLingui();
  useTitle(t`Update Profile`);
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema, HUMAN_MESSAGES),
    defaultValues: { name: user?.name ?? '' },
  });
  const preview = usePreview(useWatch({ control, name: 'photo' }));

  if (!user) return null;

  const onSubmit = handleSubmit(async (values) => {
    const photo = values.photo[0];
    if (!photo) return;
    setSaving(true);
    const saved = await runProfileUpdate(
      { email: user.email, name: values.name, photo },
      {
        uploadImage,
        updateUser,
        refreshSession: async () => {
          await client.invalidateQueries({ queryKey: sessionQueryKey });
          await client.invalidateQueries({ queryKey: ['users'] });
        },
        notices,
      },
    );
    setSaving(false);
    if (saved) navigate(ROUTES.dashboard);
  });

  const current = preview ?? (user.image ? mediaAtWidth(user.image, 320) : null);

  return (
    <section className="flex flex-col items-center gap-6 px-4 py-12" aria-labelledby="profile-title">
      {saving ? <FullScreenLoading /> : null}
      {/* docs/product.md#screens: a 2000 ms entrance (none with reduced motion, see index.css). */}
      <div
        className="bb-enter bb-visible card w-full max-w-md bg-base-100 shadow-xl"
        data-testid="update-profile"
      >
        <div className="card-body">
          <h1 id="profile-title" className="text-center text-3xl font-bold">
            <Trans>Update Profile</Trans>
          </h1>
          <div className="avatar mx-auto my-2">
            <div className="w-24 rounded-full ring ring-primary ring-offset-2 ring-offset-base-100">
              {current ? (
                <img
                  src={current}
                  alt={preview ? t`Your new photo` : t`Your current photo`}
                  width="96"
                  height="96"
                />
              ) : (
                <span className="flex h-full w-full items-center justify-center bg-primary text-3xl text-primary-content">
                  {(user.name || user.email).slice(0, 1).toUpperCase()}
                </span>
              )}
            </div>
          </div>
          <form onSubmit={onSubmit} noValidate>
            <Field id="profile-name" label={t`Name`} error={errors.name?.message}>
              {(control) => (
                <input
                  {...control}
                  {...register('name')}
                  type="text"
                  autoComplete="name"
                  className="input w-full aria-invalid:border-error"
                />
              )}
            </Field>
            <Field
              id="profile-email"
              label={t`Email`}
              hint={
                <span className="sr-only">
                  <Trans>You Cant Update Email</Trans>
                </span>
              }
            >
              {(control) => (
                <div
                  className="tooltip w-full"
                  data-tip={t`You Cant Update Email`}
                  data-testid="email-tooltip"
                >
                  <input
                    {...control}
                    type="email"
                    value={user.email}
                    readOnly
                    className="input w-full cursor-not-allowed bg-base-200"
                  />
                </div>
              )}
            </Field>
            <Field
              id="profile-photo"
              label={t`Photo`}
              error={errors.photo?.message}
              hint={t`JPEG, PNG or WebP, up to 10 MB`}
            >
              {(control) => (
                <input
                  {...control}
                  {...register('photo')}
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  className="file-input w-full aria-invalid:border-error"
                />
              )}
            </Field>
            <button type="submit" className="btn btn-primary mt-4 w-full" disabled={saving}>
              <Trans>Update Profile</Trans>
            </button>
          </form>
        </div>
      </div>
      <PhoneSection />
    </section>
  );
}

/** An object URL for the chosen photo, revoked when it changes or the page closes. */
function usePreview(files: FileList | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const file = files && files.length > 0 ? files[0] : undefined;
  useEffect(() => {
    if (!file?.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
