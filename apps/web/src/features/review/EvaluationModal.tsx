import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_EVALUATION_PROMPTS, QUESTION_LIMITS, REQUIRED_EVALUATION_PROMPTS, endpoints, evaluationPromptCount, evaluationPromptsProblem } from '@cp/contract';
import { announce } from '@cp/ui';
import { call } from '../../lib/api';

/**
 * The evaluation questions of an open-response minigame (spec 2 §5, review mode, role 3): three,
 * all required (five on adaptive subjects, the last two optional), prefilled with the current ones
 * or the spec's defaults. New entries start their Response Evaluation list from them.
 */
export function EvaluationModal({ mg, current, adaptive = false, opened, onClose }: { mg: number; current: string[] | null; adaptive?: boolean; opened: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const count = evaluationPromptCount(adaptive);
  const initial = Array.from({ length: count }, (_, i) => (current ?? DEFAULT_EVALUATION_PROMPTS)[i] ?? '');
  const [prompts, setPrompts] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const found = evaluationPromptsProblem(prompts, adaptive);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      if (announce(await call(endpoints.saveResponseEval, { params: { mg }, body: { data: prompts, is_adaptive: adaptive } }))) {
        void client.invalidateQueries({ queryKey: ['question-banner', mg] });
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Evaluation questions" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Text fz="sm" c="dimmed">
          The questions a player’s answer is judged by. New entries start their Response Evaluation list with them.
        </Text>
        {prompts.map((p, i) => (
          <TextInput
            key={i}
            label={`Evaluation question ${i + 1}`}
            required={i < REQUIRED_EVALUATION_PROMPTS}
            value={p}
            maxLength={QUESTION_LIMITS.evaluationLabel + 20}
            description={`${QUESTION_LIMITS.evaluationLabel - p.trim().length} characters left`}
            onChange={(e) => setPrompts(prompts.map((x, j) => (j === i ? e.currentTarget.value : x)))}
          />
        ))}
        {problem && (
          <Text c="red.9" fz="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
