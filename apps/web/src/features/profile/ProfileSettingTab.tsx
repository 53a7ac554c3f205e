import { useState } from 'react';
import { Alert, Badge, Box, Button, Group, PasswordInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { endpoints, accountMessages, changePasswordFormSchema, CONTACT_INFO_FIELDS, emailChangeFormSchema, profileSettingFormSchema, SHORT_BIO_MAX, type ChangePasswordForm, type EmailChangeForm, type ProfileSettingForm, type UserInfo, type UserUpdateBody } from '@cp/contract';
import { announce, CharCounter, ImageCropField } from '@cp/ui';
import { call, useAppConfig } from '../../lib/api';
import { GoogleSignIn } from '../auth/GoogleSignIn';
import { PersonalSection } from './PersonalSection';
import { SecuritySection } from './SecuritySection';
import { Section } from './Section';
import { resendVerification, updateProfile } from './profile-api';

function AvatarSection({ info, onSaved }: { info: UserInfo; onSaved: () => void }) {
  const [saving, setSaving] = useState(false);
  const save = async (avatar: string | null) => {
    setSaving(true);
    try {
      const res = await updateProfile({ avatar });
      if (!announce(res)) return;
      onSaved();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Section title="Avatar">
      <ImageCropField
        label="Profile picture"
        value={info.avatar}
        onChange={(dataUrl) => void save(dataUrl)}
        aspect={1}
        maxOutputSide={512}
        previewWidth={128}
        previewAlt={`Avatar of ${info.username}`}
        cropTitle="Crop Avatar"
        disabled={saving}
      />
    </Section>
  );
}

function ProfileSection({ info, onSaved }: { info: UserInfo; onSaved: () => void }) {
  const { register, handleSubmit, watch, formState } = useForm<ProfileSettingForm>({
    resolver: zodResolver(profileSettingFormSchema),
    mode: 'onChange',
    defaultValues: {
      short_bio: info.short_bio ?? '',
      contact_info: Object.fromEntries(CONTACT_INFO_FIELDS.map((f) => [f.key, info.contact_info[f.key] ?? ''])) as ProfileSettingForm['contact_info'],
    },
  });
  const bio = watch('short_bio') ?? '';
  const onSubmit = handleSubmit(async (values) => {
    const res = await updateProfile(values);
    if (!announce(res)) return;
    onSaved();
  });
  return (
    <Section title="Profile">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Box>
            <Textarea
              label="Short bio"
              autosize
              minRows={3}
              maxRows={6}
              error={formState.errors.short_bio?.message}
              aria-describedby="short-bio-counter"
              {...register('short_bio')}
            />
            <CharCounter id="short-bio-counter" value={bio} max={SHORT_BIO_MAX} />
          </Box>
          <Text fw={600} fz="sm">
            Contact info
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {CONTACT_INFO_FIELDS.map((f) => (
              <TextInput
                key={f.key}
                label={f.label}
                placeholder={f.key === 'web' ? 'https://' : 'username or https://'}
                error={formState.errors.contact_info?.[f.key]?.message}
                {...register(`contact_info.${f.key}`)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting}>
              Save Profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function EmailSection({ info, onSaved }: { info: UserInfo; onSaved: () => void }) {
  const [resending, setResending] = useState(false);
  const googleClientId = useAppConfig().data?.google_client_id ?? null;
  const { register, handleSubmit, watch, formState, setError } = useForm<EmailChangeForm>({
    resolver: zodResolver(emailChangeFormSchema),
    defaultValues: { email: info.email ?? '', current_password: '' },
  });
  const changed = (watch('email') ?? '').trim().toLowerCase() !== (info.email ?? '').toLowerCase();
  const send = async (body: UserUpdateBody) => {
    const res = await updateProfile(body);
    if (!announce(res)) return;
    onSaved();
  };
  const onSubmit = handleSubmit(async ({ email, current_password }) => {
    if (!info.has_password) return;
    if (!current_password) return setError('current_password', { message: accountMessages.emailChangeNeedsPassword });
    await send({ email, current_password });
  });
  const resend = async () => {
    setResending(true);
    try {
      await resendVerification();
    } finally {
      setResending(false);
    }
  };
  return (
    <Section title="E-mail">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {info.pending_email && (
            <Alert color="blue" variant="light" title="Waiting for confirmation">
              Open the link we sent to <b>{info.pending_email}</b> to start using it. Until then your e-mail stays {info.email}.
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            rightSectionWidth={110}
            rightSection={
              changed ? null : info.email_verified ? (
                <Badge color="teal.9" variant="filled" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                  Verified
                </Badge>
              ) : (
                <Badge color="red.9" variant="filled" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                  Not verified
                </Badge>
              )
            }
            {...register('email')}
          />
          {changed && info.has_password && (
            <PasswordInput
              label="Current password"
              description="We ask for it before your account moves to another address."
              autoComplete="current-password"
              withAsterisk
              error={formState.errors.current_password?.message}
              {...register('current_password')}
            />
          )}
          {changed && !info.has_password && (
            <Stack gap={6}>
              <Text fz="sm">Your account signs in with Google. Confirm with Google to change your e-mail.</Text>
              {googleClientId ? (
                <GoogleSignIn
                  clientId={googleClientId}
                  mode="confirm"
                  onConfirm={(google_token) => void handleSubmit(({ email }) => send({ email, google_token }))()}
                />
              ) : (
                <Text fz="sm" c="dimmed">
                  Google sign-in is not available right now. Set a password with &lsquo;Forgot password?&rsquo; on the login page, then change your e-mail here.
                </Text>
              )}
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            {!info.email_verified && !changed && (
              <Button variant="light" onClick={() => void resend()} loading={resending}>
                Resend Verification
              </Button>
            )}
            {changed && info.has_password && (
              <Button type="submit" loading={formState.isSubmitting}>
                Change E-mail
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const { register, handleSubmit, reset, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { old_pass: '', new_pass: '', confirm_password: '' },
  });
  const onSubmit = handleSubmit(async ({ old_pass, new_pass }) => {
    const res = await call(endpoints.changePassword, { body: { old_pass, new_pass } });
    if (!announce(res)) return;
    reset();
  });
  return (
    <Section title="Change Password">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <PasswordInput label="Old password" autoComplete="current-password" withAsterisk error={formState.errors.old_pass?.message} {...register('old_pass')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput label="New password" autoComplete="new-password" withAsterisk error={formState.errors.new_pass?.message} {...register('new_pass')} />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              withAsterisk
              error={formState.errors.confirm_password?.message}
              {...register('confirm_password')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

/** /profile/me/setting: personal details, bio and contact info, avatar, e-mail (verified state, resend, change), password, active sessions. */
export function ProfileSettingTab({ info, onSaved }: { info: UserInfo; onSaved: () => void }) {
  return (
    <Stack gap="lg">
      <AvatarSection info={info} onSaved={onSaved} />
      <PersonalSection info={info} onSaved={onSaved} />
      <ProfileSection info={info} onSaved={onSaved} />
      <EmailSection key={`${info.email ?? ''}|${info.pending_email ?? ''}`} info={info} onSaved={onSaved} />
      <PasswordSection />
      <SecuritySection />
    </Stack>
  );
}
