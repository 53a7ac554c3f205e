import 'react-easy-crop/react-easy-crop.css';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, Image, Input, Modal, Slider, Stack, Text } from '@mantine/core';
import Cropper, { type Area } from 'react-easy-crop';
import { IMAGE_LIMITS, messages, type ImageLimit } from '@cp/contract';
import { checkJpegFile, dataUrlBytes, fitWithin, readAsDataUrl } from './image-file';

export interface ImageCropFieldProps {
  /** Visible label; also names the file input (`getByLabel(label)` finds it). */
  label: string;
  /** The current image: a data URL of a new crop, or the URL of the stored image; null for none. */
  value: string | null;
  /** Receives the cropped JPEG as a data URL, or null when the image is removed. */
  onChange: (dataUrl: string | null) => void;
  /** Width ÷ height of the crop, e.g. 1 for avatars and icons, 16 / 9 for covers. */
  aspect: number;
  /** Upload limit (2 MB standard, 5 MB content); applies to the chosen file and to the crop. */
  limit?: ImageLimit;
  /** Longest side of the cropped image in pixels. */
  maxOutputSide?: number;
  /** Hint under the label; defaults to the size limit. */
  description?: ReactNode;
  /** Validation error from the form. */
  error?: ReactNode;
  /** Offer "Remove Image" when there is an image. */
  removable?: boolean;
  /** Cancelling the crop dialog also clears the current image (admin FAQ behaviour, spec 3 §4). */
  clearOnCancel?: boolean;
  /** Called with the spec's message when a file is refused (format or size); it is also shown inline. */
  onReject?: (message: string) => void;
  browseLabel?: string;
  cropTitle?: string;
  /** Alt text of the preview. */
  previewAlt?: string;
  /** Width of the preview box (height follows the aspect). */
  previewWidth?: number | string;
  disabled?: boolean;
  /** Shows the required mark next to the label. */
  withAsterisk?: boolean;
}

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new window.Image();
  image.src = src;
  await image.decode();
  return image;
}

/** Draws the crop into a canvas and encodes it as JPEG, lowering quality until it fits the limit. */
async function cropToJpeg(src: string, area: Area, maxSide: number, maxBytes: number): Promise<string> {
  const image = await loadImage(src);
  let size = fitWithin(area.width, area.height, maxSide);
  for (let attempt = 0; attempt < 8; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('Canvas is not available');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, size.width, size.height);
    g.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
    for (const quality of [0.9, 0.8, 0.7]) {
      const url = canvas.toDataURL('image/jpeg', quality);
      if (dataUrlBytes(url) <= maxBytes) return url;
    }
    size = { width: Math.max(1, Math.round(size.width * 0.75)), height: Math.max(1, Math.round(size.height * 0.75)) };
  }
  throw new Error('The image could not be made small enough');
}

/**
 * An image picker for JPEGs: checks format and size, opens a crop dialog with the given aspect
 * ratio (drag to move, slider or wheel to zoom, arrow keys on the crop area), and hands back the
 * cropped JPEG as a data URL for the API's image pipeline.
 */
export function ImageCropField({
  label,
  value,
  onChange,
  aspect,
  limit = 'standard',
  maxOutputSide = 1600,
  description,
  error,
  removable = true,
  clearOnCancel = false,
  onReject,
  browseLabel = 'Browse File',
  cropTitle = 'Crop Image',
  previewAlt,
  previewWidth = 240,
  disabled,
  withAsterisk,
}: ImageCropFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { maxBytes } = IMAGE_LIMITS[limit];
  const hint = description ?? `Image size (Max: ${Math.round(maxBytes / 1024 / 1024)}MB), JPEG only`;

  const reject = useCallback(
    (message: string) => {
      setRejected(message);
      onReject?.(message);
    },
    [onReject],
  );

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = await checkJpegFile(file, limit);
    if (problem) return reject(problem);
    setRejected(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setSource(await readAsDataUrl(file));
  };

  const close = () => setSource(null);
  const cancel = () => {
    close();
    if (clearOnCancel) onChange(null);
  };
  const confirm = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      onChange(await cropToJpeg(source, area, maxOutputSide, maxBytes));
      close();
    } catch {
      reject(messages.imageFormat);
      close();
    } finally {
      setBusy(false);
    }
  };

  const shownError = error ?? rejected;
  return (
    <Input.Wrapper
      label={label}
      withAsterisk={withAsterisk}
      labelProps={{ htmlFor: `${id}-file` }}
      description={hint}
      error={shownError}
      errorProps={{ role: 'alert' }}
    >
      <Stack gap="xs" mt={6}>
        {value && (
          <Box w={previewWidth} maw="100%" style={{ aspectRatio: String(aspect) }}>
            <Image src={value} alt={previewAlt ?? label} radius="md" w="100%" h="100%" fit="cover" />
          </Box>
        )}
        <Group gap="xs">
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg"
            hidden
            disabled={disabled}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <Button variant="default" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()} aria-label={`${browseLabel}: ${label}`}>
            {browseLabel}
          </Button>
          {removable && value && (
            <Button variant="subtle" color="red" size="sm" disabled={disabled} onClick={() => onChange(null)}>
              Remove Image
            </Button>
          )}
        </Group>
      </Stack>

      <Modal opened={source !== null} onClose={cancel} title={cropTitle} size="lg" centered closeButtonProps={{ 'aria-label': 'Cancel cropping' }}>
        <Stack gap="md">
          <Box pos="relative" h={{ base: 260, sm: 360 }} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
            {source && (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={aspect}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_area, pixels) => setArea(pixels)}
                disableAutomaticStylesInjection
                cropperProps={{ role: 'group', 'aria-label': 'Crop area: drag or use the arrow keys to move the image' }}
              />
            )}
          </Box>
          <Stack gap={4}>
            <Text fz="sm" fw={500} aria-hidden>
              Zoom
            </Text>
            <Slider
              value={zoom}
              min={1}
              max={3}
              step={0.05}
              onChange={setZoom}
              label={(v) => `${v.toFixed(1)}×`}
              thumbLabel="Zoom"
            />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} loading={busy} disabled={!area}>
              Crop Image
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Input.Wrapper>
  );
}
