// The one header through which Swift sees libxml2.
//
// Debian's libxml2 is built with ICU, so xmlversion.h defines LIBXML_ICU_ENABLED and encoding.h then
// includes <unicode/ucnv.h>. Foundation on Linux carries its own ICU module, and the two definitions of
// `UErrorCode` clash ("has different definitions in different modules"). TabLint never asks libxml2 for an
// ICU converter, so the shim reads the version header first and switches the ICU part off before the rest.
#ifndef TABLINT_CLIBXML2_SHIM_H
#define TABLINT_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#endif
