import type { UppyOptions } from '@uppy/core';

/** Uppy's locale shape (its Translator's Locale, which the package does not export by name). */
type Locale = NonNullable<UppyOptions<Record<string, never>, Record<string, never>>['locale']>;

/**
 * Uppy's own words (the upload dialog: its drop zone, file list, status bar and restriction errors) in Spanish.
 * @uppy/locales is not installed, so the strings Counsel's dialogs show are given here; any other keeps Uppy's English.
 */
const es: Locale = {
  pluralize: (n: number) => (n === 1 ? 0 : 1),
  strings: {
    // Core: restrictions and errors.
    youCanOnlyUploadX: { 0: 'Solo puede subir %{smart_count} archivo', 1: 'Solo puede subir %{smart_count} archivos' },
    youHaveToAtLeastSelectX: { 0: 'Debe seleccionar al menos %{smart_count} archivo', 1: 'Debe seleccionar al menos %{smart_count} archivos' },
    aggregateExceedsSize: 'Seleccionó %{size} de archivos, pero el tamaño máximo permitido es %{sizeAllowed}',
    exceedsSize: '%{file} supera el tamaño máximo permitido de %{size}',
    inferiorSize: 'Este archivo es más pequeño que el tamaño permitido de %{size}',
    youCanOnlyUploadFileTypes: 'Solo puede subir: %{types}',
    noMoreFilesAllowed: 'No se pueden agregar más archivos',
    noDuplicates: "No se puede agregar el archivo duplicado '%{fileName}', ya existe",
    failedToUpload: 'No se pudo subir %{file}',
    noInternetConnection: 'Sin conexión a Internet',
    connectedToInternet: 'Conectado a Internet',
    cancel: 'Cancelar',
    dialogConfirm: 'Aceptar',
    loading: 'Cargando...',
    unnamed: 'Sin nombre',
    pleaseWait: 'Espere, por favor',
    addedNumFiles: 'Se agregaron %{numFiles} archivo(s)',
    // Dashboard.
    closeModal: 'Cerrar',
    addMoreFiles: 'Agregar más archivos',
    addingMoreFiles: 'Agregando más archivos',
    dashboardWindowTitle: 'Ventana para subir archivos (presione Escape para cerrar)',
    dashboardTitle: 'Subir archivos',
    back: 'Atrás',
    removeFile: 'Quitar archivo',
    editFile: 'Editar archivo',
    editing: 'Editando %{file}',
    error: 'Error',
    finishEditingFile: 'Terminar de editar el archivo',
    saveChanges: 'Guardar cambios',
    myDevice: 'Mi dispositivo',
    dropHint: 'Suelte sus archivos aquí',
    uploadComplete: 'Subida completa',
    uploadPaused: 'Subida en pausa',
    resumeUpload: 'Reanudar la subida',
    pauseUpload: 'Pausar la subida',
    retryUpload: 'Reintentar la subida',
    cancelUpload: 'Cancelar la subida',
    xFilesSelected: { 0: '%{smart_count} archivo seleccionado', 1: '%{smart_count} archivos seleccionados' },
    uploadingXFiles: { 0: 'Subiendo %{smart_count} archivo', 1: 'Subiendo %{smart_count} archivos' },
    processingXFiles: { 0: 'Procesando %{smart_count} archivo', 1: 'Procesando %{smart_count} archivos' },
    addMore: 'Agregar más',
    editFileWithFilename: 'Editar el archivo %{file}',
    save: 'Guardar',
    dropPasteFiles: 'Suelte los archivos aquí o %{browseFiles}',
    dropPasteFolders: 'Suelte los archivos aquí o %{browseFolders}',
    dropPasteBoth: 'Suelte los archivos aquí, %{browseFiles} o %{browseFolders}',
    browseFiles: 'busque archivos',
    browseFolders: 'busque carpetas',
    missingRequiredMetaFields: { 0: 'Falta un campo obligatorio: %{fields}.', 1: 'Faltan campos obligatorios: %{fields}.' },
    takePictureBtn: 'Tomar foto',
    recordVideoBtn: 'Grabar video',
    uploading: 'Subiendo',
    complete: 'Completado',
    uploadFailed: 'No se pudo subir',
    paused: 'En pausa',
    retry: 'Reintentar',
    pause: 'Pausar',
    resume: 'Reanudar',
    done: 'Listo',
    filesUploadedOfTotal: { 0: '%{complete} de %{smart_count} archivo subido', 1: '%{complete} de %{smart_count} archivos subidos' },
    dataUploadedOfTotal: '%{complete} de %{total}',
    dataUploadedOfUnknown: '%{complete} de un total desconocido',
    xTimeLeft: 'quedan %{time}',
    uploadXFiles: { 0: 'Subir %{smart_count} archivo', 1: 'Subir %{smart_count} archivos' },
    uploadXNewFiles: { 0: 'Subir +%{smart_count} archivo', 1: 'Subir +%{smart_count} archivos' },
    upload: 'Subir',
    xMoreFilesAdded: { 0: 'Se agregó %{smart_count} archivo más', 1: 'Se agregaron %{smart_count} archivos más' },
    showErrorDetails: 'Mostrar los detalles del error',
  },
};

/** Uppy's locale for a portal language; undefined: Uppy's own English. */
export function uppyLocale(language: string | undefined): Locale | undefined {
  return language === 'es' ? es : undefined;
}
