// The declaration in include/CLibFuzzer.h is the point of this module; SwiftPM needs a source file.
#include "CLibFuzzer.h"
