import { useState, type FormEvent } from 'react';
import { Box, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

export function SearchBox({ onSearched, fullWidth = false }: { onSearched?: () => void; fullWidth?: boolean }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim();
    if (!keyword) return;
    navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
    onSearched?.();
  };
  return (
    <Box component="form" role="search" onSubmit={submit} w={fullWidth ? '100%' : { md: 180, lg: 240 }}>
      <TextInput
        aria-label="Search"
        placeholder="Search"
        type="search"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        radius="xl"
      />
    </Box>
  );
}
