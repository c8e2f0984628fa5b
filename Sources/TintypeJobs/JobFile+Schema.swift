import TintypeSupport

extension JobFile {
    /// The JSON Schema (draft 2020-12) of a job file (SPEC §12.1), made from the keys the
    /// jobs take (``Command/keys``), so that it always lists what a job file may say. The
    /// repository keeps it as `docs/tintype-job.schema.json`; a test holds that file to this.
    package static func schema() -> String {
        var json = JSONByteWriter(layout: .readable)
        json.beginObject()
        json.member("$schema", "https://json-schema.org/draft/2020-12/schema")
        json.member("$id", "tintype-job.schema.json")
        json.member("title", "Tintype job file")
        json.member(
            "description",
            "The jobs of a project for 'tintype run': each a command line of 'tintype batch', 'tintype appicon' or 'tintype splash' "
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
                        for command in Command.allCases {
                            json.beginObject(inline: true)
                            json.member("$ref", "#/$defs/\(command.rawValue)")
                            json.endObject()
                        }
                    }
                }
            }
        }
        json.objectMember("$defs") { json in
            for command in Command.allCases {
                json.objectMember(command.rawValue) { json in job(command, into: &json) }
            }
        }
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// The schema of one command's job.
    private static func job(_ command: Command, into json: inout JSONByteWriter) {
        let keys = command.keys.filter { !$0.hidden }
        json.member("description", "A job of 'tintype \(command.rawValue)'.")
        json.member("type", "object")
        json.member(
            "required",
            array: { json in
                json.string("job")
                for key in keys where key.required { json.string(key.name) }
            })
        json.member("additionalProperties", false)
        json.objectMember("properties") { json in
            json.objectMember("job") { $0.member("const", command.rawValue) }
            for key in keys {
                json.objectMember(key.name) { json in
                    if !key.help.isEmpty { json.member("description", key.help) }
                    property(key, into: &json)
                }
            }
        }
    }

    /// The type of one key's value.
    private static func property(_ key: Key, into json: inout JSONByteWriter) {
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
        } else if key.takesDocument {
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
