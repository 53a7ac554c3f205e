import { useState, type FormEvent } from 'react';
import { Avatar, Box, Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailPlus } from '@tabler/icons-react';
import { CANDIDATE_MIN_CHARS, inviteeProblem } from '@cp/contract';
import { contributorCalls, useCandidates, useContributorAction } from './contributors-api';

/**
 * Invitations by e-mail tags (spec 1 §5): Enter and comma add a tag; text still in the field becomes
 * the tag when there are none. Suggestions from `GET /contributors/candidates` (from 2 characters)
 * show people by name and username only; a picked one becomes an `@username` tag.
 */
export function InviteForm({ code }: { code: string }) {
  const [emails, setEmails] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const candidates = useCandidates(code, debounced, debounced.length >= CANDIDATE_MIN_CHARS);
  const run = useContributorAction(code);

  const tagOf = (username: string) => `@${username}`;
  const suggestions = debounced.length >= CANDIDATE_MIN_CHARS ? (candidates.data ?? []).filter((c) => !emails.includes(tagOf(c.username))) : [];
  const byTag = new Map(suggestions.map((c) => [tagOf(c.username), c]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = search.trim();
    const list = emails.length === 0 && typed ? [typed] : emails;
    const problem = inviteeProblem(list);
    if (problem) {
      if (list !== emails) setEmails(list);
      setSearch('');
      return setError(problem);
    }
    setError(null);
    setBusy(true);
    try {
      const sent = await run(() => contributorCalls.invite(code, list));
      if (sent) {
        setEmails([]);
        setSearch('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TagsInput
          label="Invite contributors by e-mail"
          description="Press Enter or type a comma after each address, or pick someone from the suggestions."
          placeholder={emails.length ? undefined : 'name@example.org'}
          value={emails}
          onChange={(next) => {
            setEmails(next.map((e) => e.trim()).filter(Boolean));
            setError(null);
          }}
          searchValue={search}
          onSearchChange={(value) => {
            setSearch(value);
            if (error) setError(null);
          }}
          data={suggestions.map((c) => tagOf(c.username))}
          filter={({ options }) => options}
          renderOption={({ option }) => {
            const person = byTag.get(option.value);
            return (
              <Group gap="sm" wrap="nowrap">
                <Avatar src={person?.avatar} alt="" size={28} radius="xl" color="indigo" name={person?.name ?? person?.username} />
                <div>
                  <Text fz="sm" fw={600}>
                    {person?.name ?? person?.username}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {option.value}
                  </Text>
                </div>
              </Group>
            );
          }}
          splitChars={[',']}
          acceptValueOnBlur={false}
          clearable
          error={error}
          maxDropdownHeight={260}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} leftSection={<IconMailPlus size={18} aria-hidden />}>
            Invite
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
