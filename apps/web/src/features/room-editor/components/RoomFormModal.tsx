import type { EditorRoom } from '@portal/contracts';
import { AutoComplete, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_OPTIONS,
  ROOM_CAPACITY_MAX,
  ROOM_NAME_MAX,
  ROOM_PHOTO_MAX_BYTES,
  ROOM_PLACE_MAX,
} from '../../../api/contract-values.ts';
import { type Editing, editedId, FormModal } from '../../../components/list-page/FormModal.tsx';
import { AttachmentUpload } from '../../files/index.ts';
import { DEVICE_LABEL_KEYS, useRoomLocations } from '../../rooms/index.ts';
import {
  CLOSING_TIMES,
  fieldsOf,
  formValuesOf,
  NEW_ROOM_VALUES,
  OPENING_TIMES,
  placeSuggestions,
  type RoomFormValues,
} from '../model/room-form.ts';
import styles from '../room-editor.module.css';
import { useSaveRoom } from '../use-room-editor.ts';

const PHOTO_TYPES = ['jpg', 'jpeg', 'png'] as const;

interface RoomFormModalProps {
  /** 'new' opens an empty form (open all day), a room opens it filled. */
  editing: Editing<EditorRoom>;
  onClose: () => void;
}

/** Creates or changes a room (the server checks the right and every field again). */
export function RoomFormModal({ editing, onClose }: RoomFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveRoom();
  const [uploading, setUploading] = useState(false);
  const places = useRoomLocations();
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const longest = (max: number, message: string) => [{ max, message }];

  return (
    <FormModal<RoomFormValues>
      title={t(editing === 'new' ? 'roomEditor.form.createTitle' : 'roomEditor.form.editTitle')}
      okText={t('roomEditor.form.ok')}
      cancelText={t('roomEditor.form.cancel')}
      initialValues={editing === 'new' ? NEW_ROOM_VALUES : formValuesOf(editing)}
      saving={save.isPending || uploading}
      onSubmit={(values) =>
        save.mutate({ id: editedId(editing), fields: fieldsOf(values) }, { onSuccess: onClose })
      }
      onClose={onClose}
      testId="room-form"
    >
      <Form.Item
        name="name"
        label={t('roomEditor.fields.name')}
        rules={[
          ...required(t('roomEditor.form.nameRequired')),
          ...longest(ROOM_NAME_MAX, t('roomEditor.form.nameTooLong')),
        ]}
      >
        <Input data-testid="room-form-name" />
      </Form.Item>
      <Form.Item
        name="city"
        label={t('roomEditor.fields.city')}
        rules={[
          ...required(t('roomEditor.form.placeRequired')),
          ...longest(ROOM_PLACE_MAX, t('roomEditor.form.placeTooLong')),
        ]}
      >
        <AutoComplete
          options={placeSuggestions(places.map((city) => city.value))}
          data-testid="room-form-city"
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['city']}>
        {({ getFieldValue }) => {
          const city = places.find((node) => node.value === getFieldValue('city'));
          return (
            <Form.Item
              name="building"
              label={t('roomEditor.fields.building')}
              rules={[
                ...required(t('roomEditor.form.placeRequired')),
                ...longest(ROOM_PLACE_MAX, t('roomEditor.form.placeTooLong')),
              ]}
            >
              <AutoComplete
                options={placeSuggestions(city?.children?.map((building) => building.value) ?? [])}
                data-testid="room-form-building"
              />
            </Form.Item>
          );
        }}
      </Form.Item>
      <Form.Item noStyle dependencies={['city', 'building']}>
        {({ getFieldValue }) => {
          const city = places.find((node) => node.value === getFieldValue('city'));
          const building = city?.children?.find((node) => node.value === getFieldValue('building'));
          return (
            <Form.Item
              name="floor"
              label={t('roomEditor.fields.floor')}
              extra={t('roomEditor.form.floorHint')}
              rules={longest(ROOM_PLACE_MAX, t('roomEditor.form.placeTooLong'))}
            >
              <AutoComplete
                options={placeSuggestions(building?.children?.map((floor) => floor.value) ?? [])}
                data-testid="room-form-floor"
              />
            </Form.Item>
          );
        }}
      </Form.Item>
      <Form.Item
        name="capacity"
        label={t('roomEditor.fields.capacity')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: 1,
            max: ROOM_CAPACITY_MAX,
            message: t('roomEditor.form.capacityRange'),
          },
        ]}
      >
        <InputNumber min={1} max={ROOM_CAPACITY_MAX} precision={0} data-testid="room-form-capacity" />
      </Form.Item>
      <Form.Item name="devices" label={t('roomEditor.fields.devices')}>
        <Checkbox.Group
          options={DEVICE_OPTIONS.map((device) => ({
            value: device,
            label: t(DEVICE_LABEL_KEYS[device] ?? device),
          }))}
          data-testid="room-form-devices"
        />
      </Form.Item>
      <div className={styles.hours}>
        <Form.Item name="opensAt" label={t('roomEditor.fields.opensAt')}>
          <Select
            showSearch
            options={OPENING_TIMES.map((value) => ({ value }))}
            data-testid="room-form-opens"
          />
        </Form.Item>
        <Form.Item
          name="closesAt"
          label={t('roomEditor.fields.closesAt')}
          dependencies={['opensAt']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, closesAt: string) =>
                closesAt > getFieldValue('opensAt')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('roomEditor.form.openHoursOrder'))),
            }),
          ]}
        >
          <Select
            showSearch
            options={CLOSING_TIMES.map((value) => ({ value }))}
            data-testid="room-form-closes"
          />
        </Form.Item>
      </div>
      <Form.Item name="photo" label={t('roomEditor.fields.photo')}>
        <AttachmentUpload
          chooseText={t('roomEditor.form.choosePhoto')}
          hint={t('roomEditor.form.photoHint')}
          limit={1}
          maxBytes={ROOM_PHOTO_MAX_BYTES}
          allowedTypes={PHOTO_TYPES}
          onUploadingChange={setUploading}
          data-testid="room-form-photo"
        />
      </Form.Item>
    </FormModal>
  );
}
