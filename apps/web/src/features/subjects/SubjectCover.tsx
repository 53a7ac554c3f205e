import { AspectRatio, Box, Image, Text } from '@mantine/core';

const PALETTE = ['#364fc7', '#0c8599', '#2b8a3e', '#e67700', '#c2255c', '#5f3dc4', '#1864ab', '#087f5b'];

function hue(text: string) {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/** The 16:9 cover: the uploaded image, or the default cover (a coloured panel with the initials). */
export function SubjectCover({ image, name, radius = 0 }: { image: string | null; name: string; radius?: number | string }) {
  return (
    <AspectRatio ratio={16 / 9}>
      {image ? (
        <Image src={image} alt="" fit="cover" radius={radius} />
      ) : (
        <Box
          aria-hidden
          style={{
            borderRadius: radius,
            background: `linear-gradient(135deg, ${hue(name)} 0%, #1c1f3a 140%)`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Text c="white" fw={800} fz={34} style={{ letterSpacing: 2, opacity: 0.9 }}>
            {name
              .split(/\s+/)
              .filter(Boolean)
              .slice(0, 2)
              .map((w) => w[0]!.toUpperCase())
              .join('')}
          </Text>
        </Box>
      )}
    </AspectRatio>
  );
}
