import '../subjects.css';
import { Loading } from '@cp/ui';
import { useMemo, useState } from 'react';
import { Badge, Box, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { endpoints, messages, subjectMessages, type CategoryMenuItem } from '@cp/contract';
import { call } from '../../../lib/api';
import { StepActions } from './StepActions';

export interface CategoryChoice {
  category: number | null;
  sub_category: number | null;
}

/** The id to save: the sub-category when one is chosen, otherwise the category. */
export const categoryToSave = (choice: CategoryChoice) => choice.sub_category ?? choice.category;

/** The choice that a saved category id stands for. */
export function choiceFromCategory(menu: CategoryMenuItem[], id: number | null): CategoryChoice {
  if (id === null) return { category: null, sub_category: null };
  for (const c of menu) {
    if (c.id === id) return { category: c.id, sub_category: null };
    if (c.sub_list.some((s) => s.id === id)) return { category: c.id, sub_category: id };
  }
  return { category: null, sub_category: null };
}

function CategoryTile({ item, name, selected, onSelect }: { item: CategoryMenuItem; name: string; selected: boolean; onSelect: () => void }) {
  return (
    <Paper component="label" withBorder radius="md" p="xs" className="category-tile" data-selected={selected}>
      <input type="radio" name={name} className="visually-hidden" checked={selected} onChange={onSelect} />
      <Stack gap={6} align="center">
        {item.icon && <Image src={item.icon} alt="" h={72} w={72} mx="auto" fit="contain" radius="md" />}
        <Text fz="sm" fw={600} ta="center" lh={1.25}>
          {item.name}
        </Text>
        {item.is_suggested && (
          <Badge size="xs" color="grape" variant="light" leftSection={<IconSparkles size={10} aria-hidden />}>
            Suggested
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}

export interface CategoryPickerProps {
  title: string;
  description: string;
  initial: number | null;
  submitLabel: string;
  onSave: (categoryId: number) => Promise<boolean>;
  onChange?: (choice: CategoryChoice) => void;
}

/**
 * Category step: suggestions from `POST /categories/menu` (ranked by the server from the title and
 * description), then the categories 5 per row and the chosen category's sub-categories.
 */
export function CategoryPicker({ title, description, initial, submitLabel, onSave, onChange }: CategoryPickerProps) {
  const menu = useQuery({
    queryKey: ['categories-suggested', title, description],
    queryFn: async () => {
      const res = await call(endpoints.suggestCategories, { body: { subject_title: title, subject_desc: description } });
      if (!res.status) throw new Error(res.message);
      return res.data;
    },
  });
  const [choice, setChoice] = useState<CategoryChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const current = choice ?? (menu.data ? choiceFromCategory(menu.data, initial) : { category: null, sub_category: null });
  const chosen = menu.data?.find((c) => c.id === current.category) ?? null;
  const suggestions = useMemo(
    () => (menu.data ?? []).flatMap((c) => c.sub_list.filter((s) => s.is_suggested).map((s) => ({ parent: c, sub: s }))),
    [menu.data],
  );

  const choose = (next: CategoryChoice) => {
    setChoice(next);
    setError(null);
    onChange?.(next);
  };

  const save = async () => {
    if (current.category === null) return setError(messages.selectCategory);
    if (chosen && chosen.sub_list.length > 0 && current.sub_category === null) return setError(subjectMessages.selectSubCategory);
    setSaving(true);
    try {
      await onSave(categoryToSave(current)!);
    } finally {
      setSaving(false);
    }
  };

  if (menu.isPending) {
    return (
      <Loading label="Loading categories" />
    );
  }

  return (
    <Stack gap="lg">
      {suggestions.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            Suggested for your subject
          </Title>
          <Group gap="xs">
            {suggestions.map(({ parent, sub }) => (
              <Button
                key={sub.id}
                variant={current.sub_category === sub.id ? 'filled' : 'light'}
                color="grape"
                radius="xl"
                size="xs"
                leftSection={<IconSparkles size={14} aria-hidden />}
                onClick={() => choose({ category: parent.id, sub_category: sub.id })}
                aria-pressed={current.sub_category === sub.id}
              >
                {parent.name} / {sub.name}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      <Box component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} mb="xs">
          Category
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
          {(menu.data ?? []).map((c) => (
            <CategoryTile key={c.id} item={c} name="category" selected={current.category === c.id} onSelect={() => choose({ category: c.id, sub_category: null })} />
          ))}
        </SimpleGrid>
      </Box>
      {chosen && chosen.sub_list.length > 0 && (
        <Box component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} mb="xs">
            Sub-category of {chosen.name}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
            {chosen.sub_list.map((s) => (
              <CategoryTile key={s.id} item={s} name="sub-category" selected={current.sub_category === s.id} onSelect={() => choose({ category: chosen.id, sub_category: s.id })} />
            ))}
          </SimpleGrid>
        </Box>
      )}
      <StepActions error={error} saving={saving} label={submitLabel} onSave={save} />
    </Stack>
  );
}
