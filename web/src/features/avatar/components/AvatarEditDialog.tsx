import { ApiError, networkError, type Schemas } from '@idea-studio/sdk';
import { Alert, Box, Button, FileButton, Group, Slider, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { AppDialog } from '../../../ui/AppDialog';
import { DropArea } from '../../../ui/DropArea';
import { userAtom } from '../../auth/atoms';
import { cropToDataUrl, dataUrlToBlob } from '../cropImage';
import { AVATAR_CROP, isCropperImageType, isImageFile, isSvg, maxZoomFor, sizedSvg } from '../imageRules';

/** Height of the crop area in the dialog. */
const CROPPER_HEIGHT_PX = 300;

interface Problem {
  headline?: string;
  text: string;
}

/**
 * The avatar dialog (part 1 §2, §4, §5): an image from the file picker (not checked) or dropped on the area (must
 * be an image: 'Wrong File Type'), a round 1:1 cropper, Close and Save. Every finished crop is kept as a PNG in
 * base64; Save uploads it (only when there is one) and closes only when the upload succeeded, after which every
 * avatar shows the new picture (the new refreshtoken changes its address).
 */
export function AvatarEditDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { upload, report } = useApi();
  const setUser = useSetAtom(userAtom);
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [maxZoom, setMaxZoom] = useState(1);
  const [cropped, setCropped] = useState<string | null>(null);
  /** Only the newest crop counts when several finish out of order. */
  const cropRun = useRef(0);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const open = async (file: File) => {
    setProblem(null);
    setCropped(null);
    cropRun.current += 1;
    if (!isCropperImageType(file)) {
      setSource(null);
      setProblem({ text: t('avatar.invalidType') });
      return;
    }
    let blob: Blob = file;
    if (isSvg(file)) {
      const svg = sizedSvg(await file.text());
      if (!svg) {
        setSource(null);
        setProblem({ text: t('avatar.svgSize') });
        return;
      }
      blob = new Blob([svg], { type: 'image/svg+xml' });
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setMaxZoom(1);
    setSource(URL.createObjectURL(blob));
  };

  const drop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!isImageFile(file)) {
      setProblem({ headline: t('avatar.wrongType.headline'), text: t('avatar.wrongType.text') });
      return;
    }
    void open(file);
  };

  const keepCrop = (area: Area) => {
    if (!source) return;
    const run = ++cropRun.current;
    cropToDataUrl(source, area).then(
      (dataUrl) => {
        if (run === cropRun.current) setCropped(dataUrl);
      },
      () => {
        if (run !== cropRun.current) return;
        setCropped(null);
        setProblem({ text: t('avatar.cropFailed') });
      },
    );
  };

  const saving = useMutation({
    mutationFn: async (image: string) => {
      try {
        const answer = await upload<Schemas['AvatarUploadResponse']>({
          path: '/user/avatar',
          field: 'avatar',
          file: { name: 'avatar.png', type: AVATAR_CROP.format, data: dataUrlToBlob(image) },
        });
        setUser((current) => (current ? { ...current, avatar: 1, refreshtoken: answer.refreshtoken } : current));
        onClose();
      } catch (cause) {
        report(cause instanceof ApiError ? cause : networkError(cause));
      }
    },
  });
  const save = async () => {
    if (!cropped || saving.isPending) return;
    await saving.mutateAsync(cropped);
  };

  return (
    <AppDialog opened onClose={onClose} title={t('avatar.title')} withCloseButton={false}>
      <Stack gap="md">
        <DropArea label={t('avatar.dropArea')} onFiles={drop}>
          <Stack gap="xs" align="center">
            <IconPhoto size={28} color="var(--mantine-color-brand-5)" />
            <Text size="sm" c="dimmed" ta="center">
              {t('avatar.dropHint')}
            </Text>
            <FileButton accept="image/*" onChange={(file) => file && void open(file)}>
              {(props) => (
                <Button {...props} variant="light" size="xs">
                  {t('avatar.choose')}
                </Button>
              )}
            </FileButton>
          </Stack>
        </DropArea>
        {problem && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={problem.headline} data-testid="avatar-problem">
            {problem.text}
          </Alert>
        )}
        {source && (
          <Stack gap="xs">
            <Box pos="relative" h={CROPPER_HEIGHT_PX} bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                maxZoom={maxZoom}
                aspect={AVATAR_CROP.aspect}
                cropShape="round"
                showGrid={false}
                keyboardStep={AVATAR_CROP.keyboardStep}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onMediaLoaded={(media) => setMaxZoom(maxZoomFor(media.naturalWidth, media.naturalHeight))}
                onCropComplete={(_area, pixels) => keepCrop(pixels)}
                mediaProps={{ alt: t('avatar.image') }}
                cropperProps={{ 'aria-label': t('avatar.cropArea') } as object}
              />
            </Box>
            <Slider
              value={zoom}
              min={1}
              max={maxZoom}
              step={0.01}
              onChange={setZoom}
              label={null}
              thumbLabel={t('avatar.zoom')}
              disabled={maxZoom <= 1}
            />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={() => void save()} disabled={!cropped} loading={saving.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
