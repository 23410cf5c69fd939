import { useEffect, useId, useMemo, useState, type DragEvent } from 'react';

/**
 * The drop zone's ids, whether a file is dragged over it, the chosen photo's preview URL (let go
 * once the photo changes) and the drag handlers that hand a dropped file on.
 */
export function usePhotoDropZone(file: File | null, onFiles: (files: FileList | null) => void) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const dragHandlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      onFiles(event.dataTransfer.files);
    },
  };

  return { inputId, errorId, dragging, preview, dragHandlers };
}
