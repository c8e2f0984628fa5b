import TintypeSupport

/// The JSON Schema (draft 2020-12) of a job file (SPEC §12.1), made from the commands' own
/// definitions (``JobKeys``) so that it always lists the keys `tintype run` takes. The
/// repository keeps it as `docs/tintype-job.schema.json`; a test holds that file to this.
enum JobSchema {
    /// The schema, laid out to be read.
    static func document() -> String {
        var json = JSONByteWriter(layout: .readable)
        json.beginObject()
        json.member("$schema", "https://json-schema.org/draft/2020-12/schema")
        json.member("$id", "tintype-job.schema.json")
        json.member("title", "Tintype job file")
        json.member(
            "description",
            "The jobs of a project for 'tintype run': each a command line of 'tintype batch' or 'tintype appicon' "
                + "written as keys (an option's long name without '--'). Paths are relative to the job file's folder.")
        json.member("type", "object")
        json.member("required", array: { $0.string("jobs") })
        json.member("additionalProperties", false)
        json.objectMember("properties") { json in
            json.objectMember("$schema") { $0.member("type", "string") }
            json.objectMember("jobs") { json in
                json.member("type", "array")
                json.member("minItems", 1)
                json.objectMember("items") { json in
                    json.member("oneOf") { json in
                        for command in JobKeys.commands {
                            json.beginObject(inline: true)
                            json.member("$ref", "#/$defs/\(command.name)")
                            json.endObject()
                        }
                    }
                }
            }
        }
        json.objectMember("$defs") { json in
            for command in JobKeys.commands {
                guard let keys = JobKeys.all[command.name] else { continue }
                json.objectMember(command.name) { json in job(keys, into: &json) }
            }
        }
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// The schema of one command's job.
    private static func job(_ keys: JobKeys, into json: inout JSONByteWriter) {
        json.member("description", "A job of 'tintype \(keys.command)'.")
        json.member("type", "object")
        json.member(
            "required",
            array: { json in
                json.string("job")
                for key in keys.keys where key.required { json.string(key.name) }
            })
        json.member("additionalProperties", false)
        json.objectMember("properties") { json in
            json.objectMember("job") { $0.member("const", keys.command) }
            for key in keys.keys {
                json.objectMember(key.name) { json in
                    if !key.help.isEmpty { json.member("description", key.help) }
                    property(key, command: keys.command, into: &json)
                }
            }
        }
    }

    /// The type of one key's value.
    private static func property(_ key: JobKeys.Key, command: String, into json: inout JSONByteWriter) {
        if key.kind == .flag {
            json.member("type", "boolean")
        } else if let values = key.values {
            json.member("enum", array: { json in for value in values { json.string(value) } })
        } else if key.repeating || key.list {
            json.member("type", array: { json in for type in ["string", "number", "array"] { json.string(type) } })
            json.objectMember("items") { json in
                json.member(
                    "type",
                    array: {
                        $0.string("string")
                        $0.string("number")
                    })
            }
        } else if command == "batch" && key.name == "style" {
            json.member(
                "type",
                array: {
                    $0.string("string")
                    $0.string("object")
                })
        } else {
            json.member(
                "type",
                array: {
                    $0.string("string")
                    $0.string("number")
                })
        }
    }
}
